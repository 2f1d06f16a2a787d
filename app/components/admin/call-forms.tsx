import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { CALL_AGENDA_MAX, CALL_MAX_MINUTES, CALL_MIN_MINUTES, CALL_NOTES_MAX, CALL_TITLE_MAX } from '../../../common/call-rules';
import { isoToZonedInput } from '../../../common/wall-clock';
import type { CallView } from '../../../server/premium/call-view';
import type { ReactNode } from 'react';
import type { AdminActionData } from '~/lib/admin-action.server';

/** One labelled field; `error` is shown when the action refused this field. */
function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, error: string | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** Schedule a call, or edit one (`call` given): title, agenda, start in the owner's time zone, length, join link. */
export function CallDetailsForm({
  call,
  timeZone,
  result,
  submittedId,
}: {
  call?: CallView;
  timeZone: string;
  result: AdminActionData | undefined;
  /** Which form the last answer was for ('new' or a call id): its field error is shown there only. */
  submittedId: string | null;
}) {
  const key = call?.id ?? 'new';
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (navigation.formData?.get('id') ?? 'new') === key;
  const errorFor = (field: string) => (submittedId === key && result && !result.ok && result.field === field ? result.message : undefined);
  const id = (name: string) => `call-${key}-${name}`;
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={call ? 'update' : 'schedule'} />
      {call ? <input type="hidden" name="id" value={call.id} /> : null}
      <Field id={id('title')} label="Title" error={errorFor('title')}>
        <Input
          id={id('title')}
          name="title"
          required
          minLength={3}
          maxLength={CALL_TITLE_MAX}
          defaultValue={call?.title}
          aria-invalid={errorFor('title') ? true : undefined}
          aria-describedby={describedBy(id('title'), false, errorFor('title'))}
        />
      </Field>
      <Field id={id('agenda')} label="Agenda" hint="One item a line." error={errorFor('agenda')}>
        <textarea
          id={id('agenda')}
          name="agenda"
          required
          rows={4}
          maxLength={CALL_AGENDA_MAX}
          defaultValue={call?.agenda.join('\n')}
          aria-invalid={errorFor('agenda') ? true : undefined}
          aria-describedby={describedBy(id('agenda'), true, errorFor('agenda'))}
          className="ui-input min-h-28 text-sm"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('starts')} label="Starts" hint={`Your time zone: ${timeZone}.`} error={errorFor('startsAt')}>
          <Input
            id={id('starts')}
            name="startsAtLocal"
            type="datetime-local"
            required
            defaultValue={call ? isoToZonedInput(call.startsAt, timeZone) : undefined}
            aria-invalid={errorFor('startsAt') ? true : undefined}
            aria-describedby={describedBy(id('starts'), true, errorFor('startsAt'))}
          />
        </Field>
        <Field id={id('duration')} label="Length (minutes)" error={errorFor('durationMinutes')}>
          <Input
            id={id('duration')}
            name="durationMinutes"
            type="number"
            required
            min={CALL_MIN_MINUTES}
            max={CALL_MAX_MINUTES}
            step={5}
            defaultValue={call?.durationMinutes ?? 60}
            aria-invalid={errorFor('durationMinutes') ? true : undefined}
            aria-describedby={describedBy(id('duration'), false, errorFor('durationMinutes'))}
          />
        </Field>
      </div>
      <Field id={id('join')} label="Join link" hint="The video call's https:// address; only members see it." error={errorFor('joinUrl')}>
        <Input
          id={id('join')}
          name="joinUrl"
          type="url"
          required
          defaultValue={call?.joinUrl}
          aria-invalid={errorFor('joinUrl') ? true : undefined}
          aria-describedby={describedBy(id('join'), true, errorFor('joinUrl'))}
        />
      </Field>
      <div>
        <Button type="submit" disabled={busy}>
          {call ? 'Save changes' : 'Schedule the call'}
        </Button>
      </div>
    </Form>
  );
}

/** After a call: its notes and recording link, shown to members under past calls. */
export function CallNotesForm({
  call,
  result,
  submittedId,
}: {
  call: CallView;
  result: AdminActionData | undefined;
  submittedId: string | null;
}) {
  const id = (name: string) => `notes-${call.id}-${name}`;
  const errorFor = (field: string) =>
    submittedId === call.id && result && !result.ok && result.field === field ? result.message : undefined;
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="notes" />
      <input type="hidden" name="id" value={call.id} />
      <Field id={id('notes')} label="Notes" error={errorFor('notes')}>
        <textarea
          id={id('notes')}
          name="notes"
          rows={5}
          maxLength={CALL_NOTES_MAX}
          defaultValue={call.notes ?? ''}
          aria-invalid={errorFor('notes') ? true : undefined}
          aria-describedby={describedBy(id('notes'), false, errorFor('notes'))}
          className="ui-input min-h-28 text-sm"
        />
      </Field>
      <Field id={id('recording')} label="Recording link" hint="https:// address; leave empty for none." error={errorFor('recordingUrl')}>
        <Input
          id={id('recording')}
          name="recordingUrl"
          type="url"
          defaultValue={call.recordingUrl ?? ''}
          aria-invalid={errorFor('recordingUrl') ? true : undefined}
          aria-describedby={describedBy(id('recording'), true, errorFor('recordingUrl'))}
        />
      </Field>
      <div>
        <Button type="submit">Save notes</Button>
      </div>
    </Form>
  );
}

/** Cancels a call; members who had its reminder are emailed. */
export function CancelCallForm({ call }: { call: CallView }) {
  return (
    <Form method="post" className="flex flex-col items-start gap-3">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={call.id} />
      <p className="text-sm text-slate-700">Members see it as cancelled; those who were already sent its reminder get an email.</p>
      <Button type="submit" variant="destructive">
        Cancel “{call.title}”
      </Button>
    </Form>
  );
}
