import type { CoachingAvailability } from '../../common/coaching-schemas';
import type { coachingBookings } from '../db/schema';

export type BookingRow = typeof coachingBookings.$inferSelect;

/** A session as its learner sees it (and, with the learner's name, the owner). */
export interface SessionView {
  id: string;
  start: string;
  end: string;
  topic: string;
  status: 'booked' | 'cancelled' | 'done' | 'missed';
  /** The instructor's notes, shown to the learner once the session is done. */
  notes: string | null;
  meetingUrl: string | null;
  /** Whether the learner may still move or cancel it (until the minimum notice before its start). */
  changeable: boolean;
  /** Until when it may be moved or cancelled. */
  changeableUntil: string;
  cancelledBy: 'learner' | 'owner' | 'access_ended' | null;
  cancelMessage: string | null;
}

export function toSessionView(row: BookingRow, settings: CoachingAvailability, now: Date): SessionView {
  const changeableUntil = new Date(row.startsAt.getTime() - settings.minNoticeHours * 3_600_000);
  return {
    id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    topic: row.topic,
    status: row.status,
    notes: row.status === 'done' ? row.notes : null,
    meetingUrl: row.status === 'booked' ? settings.meetingUrl : null,
    changeable: row.status === 'booked' && now.getTime() <= changeableUntil.getTime(),
    changeableUntil: changeableUntil.toISOString(),
    cancelledBy: row.cancelledBy,
    cancelMessage: row.cancelMessage,
  };
}
