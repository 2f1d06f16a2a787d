import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { COMMENT_MAX, REPORT_REASON_MAX } from '../../../common/discussion-rules';
import type { ReactNode } from 'react';

/** What the lesson page's action answers a discussion form with (app/lib/discussion-action.server.ts). */
export interface DiscussionActionData {
  discussion: { intent: string; ok: boolean; message: string | null };
}

function useDiscussionFetcher(key: string) {
  return useFetcher<DiscussionActionData>({ key });
}

function Feedback({ data }: { data: DiscussionActionData | undefined }) {
  const result = data?.discussion;
  if (!result?.message) return null;
  return (
    <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
      {result.message}
    </p>
  );
}

/** A text box and its button, posting `intent` (and `id`/`parentId`) to the lesson page; it works before JavaScript loads. */
export function CommentTextForm({
  formKey,
  intent,
  hidden,
  label,
  submitLabel,
  defaultValue = '',
  rows = 4,
}: {
  formKey: string;
  intent: 'comment-post' | 'comment-edit';
  hidden?: Record<string, string>;
  label: string;
  submitLabel: string;
  defaultValue?: string;
  rows?: number;
}) {
  const fetcher = useDiscussionFetcher(formKey);
  const form = useRef<HTMLFormElement>(null);
  const id = `comment-body-${formKey}`;
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.discussion.ok && intent === 'comment-post') form.current?.reset();
  }, [fetcher.state, fetcher.data, intent]);
  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-2" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        name="body"
        required
        rows={rows}
        maxLength={COMMENT_MAX}
        defaultValue={defaultValue}
        aria-describedby={`${id}-hint`}
        className="ui-input min-h-24 text-base"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Up to 5,000 characters. **bold**, *italic*, `code`; addresses become links; a blank line starts a new paragraph.
      </p>
      <Feedback data={fetcher.data} />
      <div>
        <Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
          {submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** A one-button form (delete, hide, pin…). */
export function CommentActionButton({
  intent,
  id,
  children,
  variant = 'ghost',
}: {
  intent: string;
  id: string;
  children: ReactNode;
  variant?: 'ghost' | 'outline' | 'destructive';
}) {
  const fetcher = useDiscussionFetcher(`${intent}-${id}`);
  return (
    <fetcher.Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} disabled={fetcher.state !== 'idle'}>
        {children}
      </Button>
      <Feedback data={fetcher.data} />
    </fetcher.Form>
  );
}

export function ReportForm({ id }: { id: string }) {
  const fetcher = useDiscussionFetcher(`comment-report-${id}`);
  const fieldId = `report-reason-${id}`;
  if (fetcher.data?.discussion.ok) return <Feedback data={fetcher.data} />;
  return (
    <fetcher.Form method="post" preventScrollReset className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="comment-report" />
      <input type="hidden" name="id" value={id} />
      <Label htmlFor={fieldId}>Why should the owners look at this comment?</Label>
      <input id={fieldId} type="text" name="reason" required minLength={3} maxLength={REPORT_REASON_MAX} className="ui-input" />
      <Feedback data={fetcher.data} />
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== 'idle'}>
          Send report
        </Button>
      </div>
    </fetcher.Form>
  );
}
