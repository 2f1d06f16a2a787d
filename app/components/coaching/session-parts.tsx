import { Form, Link } from 'react-router';
import { clockLabel, groupByDay } from '~/components/coaching/coaching-time';
import { formatCallTime } from '~/components/premium/call-time';
import { TOPIC_MAX } from '../../../common/coaching-rules';
import type { SessionView, Slot } from '../../../server/coaching/coaching-pages';

/**
 * One of the learner's sessions: its time in their zone, topic, link, notes, and what they may still do.
 * "Cancel this session" is a link that asks first (`confirmingCancel`, from ?cancel=<id>), so a cancel is
 * never one slip of the finger, with or without JavaScript.
 */
export function SessionItem({
  session,
  timeZone,
  confirmingCancel = false,
  busy = false,
}: {
  session: SessionView;
  timeZone: string;
  confirmingCancel?: boolean;
  busy?: boolean;
}) {
  const upcoming = session.status === 'booked';
  const when = formatCallTime(session.start, session.end, timeZone);
  return (
    <li id={`session-${session.id}`} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-slate-900">
        <time dateTime={session.start}>{when}</time>
        {session.status !== 'booked' ? (
          <span className="ml-2 text-sm font-medium capitalize text-slate-600">· {session.status}</span>
        ) : null}
      </p>
      {session.topic ? <p className="mt-1 whitespace-pre-line text-slate-700">Topic: {session.topic}</p> : null}
      {session.cancelMessage ? <p className="mt-1 text-slate-700">Message from the instructor: {session.cancelMessage}</p> : null}
      {session.notes ? <p className="mt-2 whitespace-pre-line rounded-xl bg-slate-50 p-3 text-slate-800">Notes: {session.notes}</p> : null}
      {upcoming && session.meetingUrl ? (
        <p className="mt-2">
          <a className="font-medium text-blue-700 underline" href={session.meetingUrl}>
            Join the call
          </a>
        </p>
      ) : null}
      {upcoming ? (
        session.changeable && confirmingCancel ? (
          <div role="alertdialog" aria-labelledby={`cancel-${session.id}`} className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3">
            <p id={`cancel-${session.id}`} className="font-semibold text-red-900">
              Cancel your session on {when}?
            </p>
            <p className="mt-1 text-sm text-red-900">
              The time is given up and the session goes back to your balance, to book another time.
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="id" value={session.id} />
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white disabled:opacity-60"
                >
                  Yes, cancel the session
                </button>
              </Form>
              <Link className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800" to="." replace>
                No, keep it
              </Link>
            </div>
          </div>
        ) : session.changeable ? (
          <div className="mt-3 flex flex-wrap gap-3">
            <Link
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800"
              to={`?move=${session.id}#times`}
            >
              Reschedule
            </Link>
            <Link
              className="rounded-lg border border-red-300 px-3 py-2 text-sm font-medium text-red-800"
              to={`?cancel=${session.id}#session-${session.id}`}
            >
              Cancel this session
            </Link>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            It starts in less than the notice the instructor needs, so it can no longer be moved or cancelled here.
          </p>
        )
      ) : null}
    </li>
  );
}

export /** The open times grouped by day, as radio buttons, and the topic: booking, or moving `moving`. */
function OpenTimes({
  slots,
  moving,
  timeZone,
  available,
  busy,
}: {
  slots: Slot[] | null;
  moving: SessionView | null;
  timeZone: string;
  available: number;
  busy: boolean;
}) {
  if (!slots || (!moving && available < 1)) {
    return (
      <p className="mt-3 text-slate-700">
        You have no session left to book. Each premium purchase includes one session; for another,{' '}
        <Link className="text-blue-700 underline" to="/contact">
          write to the instructor
        </Link>
        .
      </p>
    );
  }
  if (slots.length === 0)
    return <p className="mt-3 text-slate-700">No open times in the next three weeks. Please look again in a few days.</p>;
  return (
    <Form method="post" className="mt-4 flex flex-col gap-5">
      <input type="hidden" name="intent" value={moving ? 'move' : 'book'} />
      {/* The zone these times are shown in: the learner's emails give the time there. */}
      <input type="hidden" name="timeZone" value={timeZone} />
      {moving ? <input type="hidden" name="id" value={moving.id} /> : null}
      {groupByDay(slots, timeZone).map((group) => (
        <fieldset key={group.day}>
          <legend className="font-semibold text-slate-900">{group.day}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {group.slots.map((slot) => (
              <label
                key={slot.start}
                className="cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50"
              >
                <input type="radio" name="start" value={slot.start} required className="mr-1.5" />
                {clockLabel(slot.start, timeZone)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {moving ? null : (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
          What would you like to talk about? (optional)
          <textarea name="topic" maxLength={TOPIC_MAX} rows={4} className="rounded-lg border border-slate-300 p-2 font-normal" />
        </label>
      )}
      <div>
        <button type="submit" disabled={busy} className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
          {moving ? 'Move my session to this time' : 'Book this time'}
        </button>
      </div>
    </Form>
  );
}
