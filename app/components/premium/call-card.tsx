import { CalendarPlus, Clock, ExternalLink, PlayCircle, Video } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formatCallTime } from './call-time';
import type { CallView } from '../../../server/premium/call-view';

/** One strategy call as members see it: upcoming (join link, calendar file) or past (notes, recording). */
export function CallCard({ call, timeZone, past = false }: { call: CallView; timeZone: string; past?: boolean }) {
  const cancelled = call.status === 'cancelled';
  const headingId = `call-${call.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className={`text-lg font-bold text-slate-900 ${cancelled ? 'line-through' : ''}`}>
          {call.title}
        </h3>
        {cancelled ? <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800">Cancelled</span> : null}
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700">
        <span className="flex items-center gap-1.5">
          <Video className="size-4 text-blue-700" aria-hidden />
          <time dateTime={call.startsAt}>{formatCallTime(call.startsAt, call.endsAt, timeZone)}</time>
        </span>
        <span className="flex items-center gap-1.5">
          <Clock className="size-4 text-blue-700" aria-hidden /> {call.durationMinutes} minutes
        </span>
      </p>
      {call.agenda.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">Agenda</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
            {call.agenda.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {past ? (
        <div className="mt-4 space-y-3">
          {call.notes ? (
            <div>
              <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Notes</h4>
              <p className="mt-1 whitespace-pre-line text-slate-800">{call.notes}</p>
            </div>
          ) : (
            <p className="text-slate-600">Notes from this call are not up yet.</p>
          )}
          {call.recordingUrl ? (
            <Button asChild variant="outline">
              <a href={call.recordingUrl} target="_blank" rel="noreferrer">
                <PlayCircle aria-hidden /> Watch the recording <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </div>
      ) : cancelled ? null : (
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild>
            <a href={call.joinUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> Join the call <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`/api/premium/calls/${call.id}/calendar.ics`} download>
              <CalendarPlus aria-hidden /> Add to calendar
            </a>
          </Button>
        </div>
      )}
    </article>
  );
}
