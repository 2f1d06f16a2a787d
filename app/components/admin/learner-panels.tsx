import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { formatDateTime, formatShortDate } from '../../../common/format';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { LessonProgressRow } from '../../../server/admin/load-learner';
import type { AdminActionData } from '~/lib/admin-action.server';

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Grant premium without payment, or revoke a grant: each asks why, for the audit log. */
export function AccessForm({ mode, result }: { mode: 'grant' | 'revoke'; result: AdminActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === mode;
  const error = result && !result.ok && result.field === 'reason' ? result.message : undefined;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={mode} />
      <div className="min-w-56 flex-1">
        <label htmlFor={`${mode}-reason`} className="mb-1 block text-sm font-medium text-slate-800">
          {mode === 'grant' ? 'Why grant premium access without payment?' : 'Why revoke the granted access?'}
        </label>
        <Input
          id={`${mode}-reason`}
          name="reason"
          required
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${mode}-reason-error` : undefined}
        />
        {error ? (
          <p id={`${mode}-reason-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant={mode === 'grant' ? 'default' : 'destructive'} disabled={busy}>
        {mode === 'grant' ? 'Grant premium' : 'Revoke premium'}
      </Button>
    </Form>
  );
}

/** Extra 1-on-1 coaching sessions for a learner (issue 28): how many and why, for the audit log. */
export function CoachingGrantForm({
  balance,
  result,
}: {
  balance: { available: number; bookBy: string | null };
  result: AdminActionData | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'coaching-sessions';
  const error = (field: string) => (result && !result.ok && result.field === field ? result.message : undefined);
  return (
    <>
      <p className="text-slate-700">
        {balance.available === 0
          ? 'No session to book.'
          : `${balance.available} session${balance.available === 1 ? '' : 's'} to book${balance.bookBy ? `, the first by ${formatShortDate(balance.bookBy)}` : ''}.`}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="coaching-sessions" />
        <div className="w-28">
          <label htmlFor="coaching-count" className="mb-1 block text-sm font-medium text-slate-800">
            Extra sessions
          </label>
          <Input
            id="coaching-count"
            name="count"
            type="number"
            min={1}
            max={20}
            defaultValue={1}
            required
            aria-invalid={error('count') ? true : undefined}
            aria-describedby={error('count') ? 'coaching-count-error' : undefined}
          />
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="coaching-reason" className="mb-1 block text-sm font-medium text-slate-800">
            Why give them?
          </label>
          <Input
            id="coaching-reason"
            name="reason"
            required
            maxLength={500}
            aria-invalid={error('reason') ? true : undefined}
            aria-describedby={error('reason') ? 'coaching-reason-error' : undefined}
          />
        </div>
        <Button type="submit" disabled={busy}>
          Give sessions
        </Button>
      </Form>
      {error('count') ? (
        <p id="coaching-count-error" className="mt-1 text-sm text-red-700">
          {error('count')}
        </p>
      ) : null}
      {error('reason') ? (
        <p id="coaching-reason-error" className="mt-1 text-sm text-red-700">
          {error('reason')}
        </p>
      ) : null}
    </>
  );
}

export function CourseProgress({
  title,
  completed,
  total,
  lessons,
}: {
  title: string;
  completed: number;
  total: number;
  lessons: LessonProgressRow[];
}) {
  return (
    <details className="mb-3 rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-4 py-3 font-medium text-slate-900">
        {title}: {completed} of {total} lessons completed
      </summary>
      <div className="px-4 pb-4">
        <TableFrame label={`${title}: lessons`}>
          <thead>
            <tr>
              <th className={thClass}>Lesson</th>
              <th className={thClass}>Started</th>
              <th className={thClass}>Completed</th>
              <th className={thClass}>Knowledge check</th>
            </tr>
          </thead>
          <tbody>
            {lessons.map((lesson) => (
              <tr key={lesson.lessonId}>
                <td className={tdClass}>
                  {lesson.module}.{lesson.order} {lesson.title}
                </td>
                <td className={tdClass}>{lesson.startedAt ? formatShortDate(lesson.startedAt) : '–'}</td>
                <td className={tdClass}>{lesson.completedAt ? formatShortDate(lesson.completedAt) : '–'}</td>
                <td className={tdClass}>{lesson.quizCorrect === null ? '–' : lesson.quizCorrect ? 'Passed' : 'Not passed'}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </div>
    </details>
  );
}

export function SessionsList({ sessions }: { sessions: Array<{ id: string; signedInAt: string; lastSeenAt: string; expiresAt: string }> }) {
  if (sessions.length === 0) return <p className="text-slate-700">Not signed in anywhere.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Active sessions">
        {sessions.map((session, index) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <div>
              <p className="font-medium text-slate-900">Signed in {formatDateTime(session.signedInAt)}</p>
              <p className="text-slate-600">Last seen {formatDateTime(session.lastSeenAt)}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="sign-out" />
              <input type="hidden" name="sessionId" value={session.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={`Sign out session ${index + 1}, signed in ${formatDateTime(session.signedInAt)}`}
              >
                Sign out
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="outline">
            Sign out everywhere
          </Button>
        </Form>
      ) : null}
    </>
  );
}
