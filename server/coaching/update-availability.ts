import { recordAudit } from '../admin/record-audit';
import { coachingSettings } from '../db/schema';
import { loadCoachingSettings } from './coaching-settings';
import type { AvailabilityInput, CoachingAvailability } from '../../common/coaching-schemas';
import type { Db } from '../db/client';

export interface UpdateAvailabilityOptions {
  db: Db;
  now: Date;
  actorId: string;
  availability: AvailabilityInput;
}

/**
 * The owner sets their coaching hours and rules (issue 28), audited. Sessions already booked keep their
 * times, lengths and buffers: the open times are computed around them (server/coaching/generate-slots.ts).
 * The settings row is locked like a booking's, so a booking in flight runs wholly before or after.
 */
export async function updateAvailability({ db, now, actorId, availability }: UpdateAvailabilityOptions): Promise<CoachingAvailability> {
  return db.transaction(async (tx) => {
    const before = await loadCoachingSettings({ db: tx, forUpdate: true });
    const values = {
      ...availability,
      meetingUrl: availability.meetingUrl || null,
      bookingWindowDays: availability.bookingWindowDays ?? before.bookingWindowDays,
      overrides: [...availability.overrides].sort((a, b) => a.date.localeCompare(b.date)),
      updatedAt: now,
      updatedBy: actorId,
    };
    await tx
      .insert(coachingSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: coachingSettings.id, set: values });
    const changed = (Object.keys(availability) as (keyof AvailabilityInput)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(values[key]),
    );
    await recordAudit({
      db: tx,
      actorId,
      action: 'coaching.availability',
      target: { type: 'coaching_settings' },
      details: { changed },
      now,
    });
    return loadCoachingSettings({ db: tx });
  });
}
