import { asc, desc, eq, sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../db/schema';
import type { Db } from '../db/client';

/** The statuses as the owner's area names them; the table says `subscribed` for confirmed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

const STORED = { pending: 'pending', confirmed: 'subscribed', unsubscribed: 'unsubscribed' } as const;
const SHOWN = { pending: 'pending', subscribed: 'confirmed', unsubscribed: 'unsubscribed' } as const;

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  /** The box that was used: home, blog-sidebar… */
  source: string;
  subscribedAt: Date;
  confirmedAt: Date | null;
  /** Last change of status (an unsubscription's date). */
  updatedAt: Date;
}

export interface SubscriberList {
  subscribers: SubscriberRow[];
  /** How many there are of each status, whatever the filter. */
  counts: Record<SubscriberStatus, number>;
}

/**
 * Subscribers of one status (or all), newest first: the consent record a UK/EU list needs (when they
 * subscribed, from which box, when they confirmed).
 */
export async function listSubscribers({ db, status }: { db: Db; status: SubscriberStatus | 'all' }): Promise<SubscriberList> {
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      stored: newsletterSubscribers.status,
      source: newsletterSubscribers.source,
      subscribedAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      updatedAt: newsletterSubscribers.updatedAt,
    })
    .from(newsletterSubscribers)
    .where(status === 'all' ? undefined : eq(newsletterSubscribers.status, STORED[status]))
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
  const totals = await db
    .select({ stored: newsletterSubscribers.status, count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const t of totals) counts[SHOWN[t.stored]] = t.count;
  return {
    subscribers: rows.map(({ stored, ...row }) => ({ ...row, status: SHOWN[stored] })),
    counts,
  };
}
