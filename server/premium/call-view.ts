import type { strategyCalls } from '../db/schema';

export type CallRow = typeof strategyCalls.$inferSelect;

/** A strategy call as the member area and the owner's area show it. */
export interface CallView {
  id: string;
  title: string;
  /** One item a line. */
  agenda: string[];
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  status: 'scheduled' | 'cancelled';
  /** Only in views for buyers and owners (never to anyone else). */
  joinUrl: string;
  notes: string | null;
  recordingUrl: string | null;
}

export function callEndsAt(call: Pick<CallRow, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(call.startsAt.getTime() + call.durationMinutes * 60_000);
}

export function toCallView(call: CallRow): CallView {
  return {
    id: call.id,
    title: call.title,
    agenda: call.agenda
      .split('\n')
      .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
      .filter(Boolean),
    startsAt: call.startsAt.toISOString(),
    endsAt: callEndsAt(call).toISOString(),
    durationMinutes: call.durationMinutes,
    status: call.status,
    joinUrl: call.joinUrl,
    notes: call.notes,
    recordingUrl: call.recordingUrl,
  };
}
