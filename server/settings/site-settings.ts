import { count, eq } from 'drizzle-orm';
import { DEFAULT_PUBLIC_COUNT_THRESHOLD, type FormerPrice, type FormerPriceBody, type SettingsBody } from '../../common/truthful-schemas';
import { recordAudit } from '../admin/record-audit';
import { findCourse } from '../courses/find-course';
import { certificates, courseFormerPrices, newsletterSubscribers, siteSettings, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

/** The owner's settings for the public pages' claims (docs/decisions/024d-truthful-by-default.md). */
export interface SiteSettings {
  publicCountThreshold: number;
  /** Every recorded former price by course id, published or not. */
  formerPrices: Record<string, FormerPrice>;
}

export async function loadSiteSettings({ db }: { db: Db }): Promise<SiteSettings> {
  const [[row], prices] = await Promise.all([
    db.select({ threshold: siteSettings.publicCountThreshold }).from(siteSettings).limit(1),
    db.select().from(courseFormerPrices),
  ]);
  return {
    publicCountThreshold: row?.threshold ?? DEFAULT_PUBLIC_COUNT_THRESHOLD,
    formerPrices: Object.fromEntries(prices.map((p) => [p.courseId, { amount: p.amount, from: p.fromDate, to: p.toDate }])),
  };
}

export async function updateSiteSettings({
  db,
  now,
  actorId,
  changes,
}: {
  db: Db;
  now: Date;
  actorId: string;
  changes: SettingsBody;
}): Promise<SiteSettings> {
  await db.transaction(async (tx) => {
    const values = { publicCountThreshold: changes.publicCountThreshold, updatedAt: now, updatedBy: actorId };
    await tx
      .insert(siteSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values });
    await recordAudit({ db: tx, actorId, action: 'settings.update', target: { type: 'settings' }, details: { ...changes }, now });
  });
  return loadSiteSettings({ db });
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Records the price a course was really sold at and the days it was (the only source of a crossed-out
 * price): a period that is over, at a price above today's. Refused otherwise, naming the field.
 */
export async function setFormerPrice({
  db,
  now,
  actorId,
  courseId,
  price,
}: {
  db: Db;
  now: Date;
  actorId: string;
  courseId: string;
  price: FormerPriceBody;
}): Promise<FormerPrice> {
  const course = await findCourse({ db, courseId });
  if (!course) throw new DomainError('not_found', 'No such course.');
  if (price.from > price.to) throw new DomainError('invalid', 'from: the period must start on or before its last day.', { field: 'from' });
  if (price.to >= today(now)) {
    throw new DomainError(
      'invalid',
      'to: the period must be over (its last day before today): a former price is one the course was sold at.',
      {
        field: 'to',
      },
    );
  }
  if (price.amount <= course.price) {
    throw new DomainError('invalid', 'amount: a former price must be higher than the current price.', { field: 'amount' });
  }
  await db.transaction(async (tx) => {
    const values = { amount: price.amount, fromDate: price.from, toDate: price.to, setAt: now, setBy: actorId };
    await tx
      .insert(courseFormerPrices)
      .values({ courseId, ...values })
      .onConflictDoUpdate({ target: courseFormerPrices.courseId, set: values });
    await recordAudit({
      db: tx,
      actorId,
      action: 'former-price.set',
      target: { type: 'course', id: courseId },
      details: { ...price },
      now,
    });
  });
  return { amount: price.amount, from: price.from, to: price.to };
}

export async function clearFormerPrice({ db, now, actorId, courseId }: { db: Db; now: Date; actorId: string; courseId: string }) {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(courseFormerPrices).where(eq(courseFormerPrices.courseId, courseId)).returning();
    if (!removed.length) throw new DomainError('not_found', 'This course has no former price.');
    await recordAudit({ db: tx, actorId, action: 'former-price.clear', target: { type: 'course', id: courseId }, now });
    return { cleared: true as const };
  });
}

const DAY_MS = 86_400_000;

/**
 * The former price the course pages may show beside `price` today, or null. It must be above the price,
 * and (as the UK's pricing guidance asks of a reference price) the reduction is not advertised for longer
 * than the higher price lasted: shown from the day after the period until as many days again have passed.
 */
export function publishedFormerPrice(former: FormerPrice | undefined, price: number, now: Date): FormerPrice | null {
  if (!former || former.amount <= price) return null;
  const from = Date.parse(`${former.from}T00:00:00Z`);
  const end = Date.parse(`${former.to}T00:00:00Z`) + DAY_MS;
  if (now.getTime() < end || now.getTime() >= end + (end - from)) return null;
  return former;
}

/** Counts the public pages may state: each null while below the owner's threshold (the sentence is then left out). */
export interface PublicCounts {
  learners: number | null;
  subscribers: number | null;
  completions: number | null;
}

export async function loadPublicCounts({ db, threshold }: { db: Db; threshold: number }): Promise<PublicCounts> {
  const [[learners], [subscribers], [completions]] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.isOwner, false)),
    db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'subscribed')),
    db.select({ n: count() }).from(certificates),
  ]);
  const shown = (n: number | undefined) => (n !== undefined && n >= threshold ? n : null);
  return { learners: shown(learners?.n), subscribers: shown(subscribers?.n), completions: shown(completions?.n) };
}
