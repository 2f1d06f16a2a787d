import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import {
  CANCEL_MESSAGE_MAX,
  COACHING_NOTES_MAX,
  WEEKDAYS,
  type CoachingAvailability,
  type TimeRange,
} from '../../../common/coaching-rules';
import type { OwnerSessionView } from '../../../server/coaching/coaching-pages';

const DAY_NAMES = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/** [{09:00–12:00}, {13:00–17:00}] → "09:00-12:00, 13:00-17:00" (the form's way of writing a day's hours). */
export const rangesText = (ranges: TimeRange[]) => ranges.map((r) => `${r.start}-${r.end}`).join(', ');

const textareaClass = 'min-h-20 rounded-lg border border-slate-300 bg-white p-2 text-slate-900';

function NumberField({ name, label, value, hint }: { name: string; label: string; value: number | null; hint?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`coaching-${name}`}>{label}</Label>
      <Input
        id={`coaching-${name}`}
        name={name}
        inputMode="numeric"
        defaultValue={value ?? ''}
        aria-describedby={hint ? `coaching-${name}-hint` : undefined}
      />
      {hint ? (
        <p id={`coaching-${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The owner's hours and rules: weekly ranges per weekday, dates that differ, lengths and limits, the meeting link. */
export function AvailabilityForm({ settings }: { settings: CoachingAvailability }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="availability" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="coaching-timeZone">Your time zone</Label>
          <Input id="coaching-timeZone" name="timeZone" defaultValue={settings.timeZone} aria-describedby="coaching-timeZone-hint" />
          <p id="coaching-timeZone-hint" className="text-sm text-slate-600">
            An IANA name such as Europe/London; the hours below are in it.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="coaching-meetingUrl">Meeting link</Label>
          <Input id="coaching-meetingUrl" name="meetingUrl" type="url" defaultValue={settings.meetingUrl ?? ''} />
        </div>
        <NumberField
          name="sessionMinutes"
          label="Session length (minutes)"
          value={settings.sessionMinutes}
          hint="15 to 240, in steps of 5."
        />
        <NumberField name="bufferMinutes" label="Buffer between sessions (minutes)" value={settings.bufferMinutes} />
        <NumberField name="minNoticeHours" label="Minimum notice (hours)" value={settings.minNoticeHours} />
        <NumberField name="maxDaysAhead" label="Bookable up to (days ahead)" value={settings.maxDaysAhead} />
        <NumberField name="maxPerDay" label="At most sessions a day" value={settings.maxPerDay} hint="Empty: no limit." />
        <NumberField name="bookingWindowDays" label="Book within (days of purchase)" value={settings.bookingWindowDays} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-slate-900">Weekly hours</legend>
        <p className="text-sm text-slate-600">Like 09:00-12:00, 13:00-17:00; empty for a day off.</p>
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid items-center gap-1.5 sm:grid-cols-[8rem_1fr]">
            <Label htmlFor={`coaching-weekly-${day}`}>{DAY_NAMES[day]}</Label>
            <Input id={`coaching-weekly-${day}`} name={`weekly.${day}`} defaultValue={rangesText(settings.weekly[day])} />
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="coaching-overrides">Dates that differ</Label>
        <textarea
          id="coaching-overrides"
          name="overrides"
          className={textareaClass}
          defaultValue={settings.overrides.map((o) => `${o.date}: ${o.ranges.length ? rangesText(o.ranges) : 'off'}`).join('\n')}
          aria-describedby="coaching-overrides-hint"
        />
        <p id="coaching-overrides-hint" className="text-sm text-slate-600">
          One a line: 2026-12-24: off, or 2026-12-31: 10:00-12:00.
        </p>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          Save hours
        </Button>
      </div>
    </Form>
  );
}

/** Cancel a session with a message, mark it done or missed, write the notes the learner sees once it is done. */
export function SessionForms({ session, past }: { session: OwnerSessionView; past: boolean }) {
  return (
    <div className="mt-3 flex flex-col gap-2">
      {!past && session.status === 'booked' ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-blue-700 hover:underline">Cancel…</summary>
          <Form method="post" className="mt-2 flex flex-col gap-2">
            <input type="hidden" name="intent" value="session" />
            <input type="hidden" name="id" value={session.id} />
            <input type="hidden" name="status" value="cancelled" />
            <Label htmlFor={`message-${session.id}`}>Message to the learner</Label>
            <textarea id={`message-${session.id}`} name="message" maxLength={CANCEL_MESSAGE_MAX} className={textareaClass} />
            <div>
              <Button type="submit" variant="destructive">
                Cancel the session
              </Button>
            </div>
          </Form>
        </details>
      ) : null}
      {past && session.status !== 'cancelled' ? (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="session" />
          <input type="hidden" name="id" value={session.id} />
          <Label htmlFor={`notes-${session.id}`}>Notes (the learner sees them once it is done)</Label>
          <textarea
            id={`notes-${session.id}`}
            name="notes"
            maxLength={COACHING_NOTES_MAX}
            defaultValue={session.notes ?? ''}
            className={textareaClass}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="status" value="done">
              Done, save notes
            </Button>
            <Button type="submit" name="status" value="missed" variant="outline">
              Missed
            </Button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
