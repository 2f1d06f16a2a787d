import { SITE_NAME } from '../../common/site';
import { renderEmail, type RenderedEmail } from '../email/email-layout';
import type { CallRow } from './call-view';

/** "Tuesday 1 December 2026, 18:00 UTC": an email does not know the reader's time zone; the member area shows theirs. */
export function callTimeUtc(at: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    at,
  );
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(at);
  return `${day}, ${time} UTC`;
}

const callsUrl = (siteUrl: string) => new URL('/premium/calls', siteUrl).toString();

/** The reminder a member gets a day before a strategy call (server/premium/send-call-reminders.ts). */
export function callReminderEmail(siteUrl: string, call: CallRow, username: string): RenderedEmail {
  return renderEmail(
    {
      subject: `Tomorrow: ${call.title} (live strategy call)`,
      heading: `${call.title} starts in about a day`,
      paragraphs: [`Hi ${username}, a reminder of the live strategy call for premium members.`],
      details: [
        ['When', callTimeUtc(call.startsAt)],
        ['Length', `${call.durationMinutes} minutes`],
        ['Agenda', call.agenda.replace(/\s*\n\s*/g, '; ')],
      ],
      action: { label: 'Join the call', url: call.joinUrl },
      after: [`Your own time zone, the calendar file and past calls' notes: ${callsUrl(siteUrl)}`],
      footer: [`You received this email because you are a premium member of ${SITE_NAME}.`],
    },
    siteUrl,
  );
}

/** Sent to each member who had the reminder when an owner cancels the call (server/premium/cancel-call.ts). */
export function callCancelledEmail(siteUrl: string, call: CallRow, username: string): RenderedEmail {
  return renderEmail(
    {
      subject: `Cancelled: ${call.title}`,
      heading: `${call.title} is cancelled`,
      paragraphs: [
        `Hi ${username}, the live strategy call on ${callTimeUtc(call.startsAt)} will not take place, so you can take it out of your calendar. Sorry for the change.`,
      ],
      action: { label: 'See upcoming calls', url: callsUrl(siteUrl) },
      footer: [`You received this email because you were reminded of this call as a premium member of ${SITE_NAME}.`],
    },
    siteUrl,
  );
}
