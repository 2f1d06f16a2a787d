import { and, count, eq, gte, isNotNull, sql, sum } from 'drizzle-orm';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { courses, lessonProgress, newsletterSubscribers, purchases, users } from '../db/schema';
import type { Db } from '../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const SUMMARY_RANGES = ['7d', '30d', '12m', 'all'] as const;
export type SummaryRange = (typeof SUMMARY_RANGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<Exclude<SummaryRange, 'all'>, number> = { '7d': 7, '30d': 30, '12m': 365 };
/** Past this many days a chart bar is a week: a day would be under a pixel wide. */
const MAX_DAILY_POINTS = 400;

export interface ChartPoint {
  /** First day of the bucket, YYYY-MM-DD (UTC). */
  day: string;
  /** Gross revenue in minor units (pence). */
  revenue: number;
  signups: number;
}

export interface FunnelLesson {
  lessonId: string;
  title: string;
  module: number;
  order: number;
  started: number;
  completed: number;
}

export interface CurrencyRevenue {
  currency: string;
  gross: number;
  refunded: number;
  net: number;
}

export interface Summary {
  range: SummaryRange;
  /** Start of the first day counted (UTC), or null for all time. */
  from: string | null;
  to: string;
  /**
   * Minor units of the site's currency (GBP, what the chart draws), and every currency sold in, each on its own
   * (issue 31 sells in pounds, dollars and euros: amounts in two currencies are never added together).
   */
  revenue: { gross: number; refunded: number; net: number; currency: string; byCurrency: CurrencyRevenue[] };
  /** Paid purchases made in the range (grants are not sales). */
  purchases: number;
  signups: number;
  /** purchases ÷ sign-ups, or null with no sign-ups. */
  conversion: number | null;
  /** Subscribers who confirmed in the range, and all confirmed subscribers now. */
  confirmedSubscribers: { inRange: number; total: number };
  lessonsCompleted: number;
  chart: { bucket: 'day' | 'week'; points: ChartPoint[] };
  /** Each course's lessons in order, with how many learners started and completed each (all time). */
  funnel: Array<{ courseId: string; title: string; lessons: FunnelLesson[] }>;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const utcDay = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The owner's overview (issue 13) for the last 7 days, 30 days, 12 months (today included, UTC days) or all time. */
export async function loadSummary({ db, now, range }: { db: Db; now: Date; range: SummaryRange }): Promise<Summary> {
  const today = startOfUtcDay(now);
  const from = range === 'all' ? null : new Date(today.getTime() - (RANGE_DAYS[range] - 1) * DAY_MS);
  const since = (column: AnyPgColumn) => (from ? gte(column, from) : undefined);
  const sale = isNotNull(purchases.paymentIntentId);

  const [sales, refunds, [signups], [confirmedInRange], [confirmedTotal], [completed], revenueByDay, signupsByDay, funnelRows, courseRows] =
    await Promise.all([
      db
        .select({ currency: purchases.currency, gross: sum(purchases.amount).mapWith(Number), n: count() })
        .from(purchases)
        .where(and(sale, since(purchases.createdAt)))
        .groupBy(purchases.currency),
      db
        .select({ currency: purchases.currency, refunded: sum(purchases.amount).mapWith(Number) })
        .from(purchases)
        .where(and(eq(purchases.status, 'refunded'), sale, isNotNull(purchases.refundedAt), since(purchases.refundedAt)))
        .groupBy(purchases.currency),
      db.select({ n: count() }).from(users).where(since(users.createdAt)),
      db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, 'subscribed'), since(newsletterSubscribers.confirmedAt))),
      db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'subscribed')),
      db
        .select({ n: count() })
        .from(lessonProgress)
        .where(and(isNotNull(lessonProgress.completedAt), since(lessonProgress.completedAt))),
      db
        .select({ day: utcDay(purchases.createdAt), currency: purchases.currency, revenue: sum(purchases.amount).mapWith(Number) })
        .from(purchases)
        .where(and(sale, since(purchases.createdAt)))
        .groupBy(utcDay(purchases.createdAt), purchases.currency),
      db
        .select({ day: utcDay(users.createdAt), n: count() })
        .from(users)
        .where(since(users.createdAt))
        .groupBy(utcDay(users.createdAt)),
      db
        .select({
          lessonKey: lessonProgress.lessonKey,
          started: count(),
          completed: sql<number>`count(${lessonProgress.completedAt})`.mapWith(Number),
        })
        .from(lessonProgress)
        .groupBy(lessonProgress.lessonKey),
      db.select({ id: courses.id, title: courses.title, currency: courses.currency }).from(courses).orderBy(courses.position, courses.id),
    ]);

  const siteCurrency = courseRows.find((c) => c.currency)?.currency ?? 'GBP';
  const currencies = [...new Set([siteCurrency, ...sales.map((row) => row.currency), ...refunds.map((row) => row.currency)])];
  const byCurrency = currencies
    .map((currency) => {
      const gross = sales.find((row) => row.currency === currency)?.gross ?? 0;
      const refunded = refunds.find((row) => row.currency === currency)?.refunded ?? 0;
      return { currency, gross, refunded, net: gross - refunded };
    })
    .filter((row) => row.currency === siteCurrency || row.gross > 0 || row.refunded > 0)
    .sort((a, b) => (a.currency === siteCurrency ? -1 : b.currency === siteCurrency ? 1 : a.currency.localeCompare(b.currency)));
  const site = byCurrency.find((row) => row.currency === siteCurrency)!;
  const purchaseCount = sales.reduce((n, row) => n + row.n, 0);
  const signupCount = signups?.n ?? 0;

  // The chart runs from the range's first day (for all time, the first sign-up or sale) to today.
  const firstDay = from ?? earliest([...revenueByDay, ...signupsByDay].map((row) => row.day)) ?? today;
  const days = Math.round((today.getTime() - startOfUtcDay(firstDay).getTime()) / DAY_MS) + 1;
  const bucket = days > MAX_DAILY_POINTS ? 'week' : 'day';
  const width = bucket === 'week' ? 7 : 1;
  const points: ChartPoint[] = [];
  const index = new Map<string, ChartPoint>();
  for (let i = 0; i < days; i += width) {
    const point = { day: dayOf(new Date(startOfUtcDay(firstDay).getTime() + i * DAY_MS)), revenue: 0, signups: 0 };
    points.push(point);
    for (let j = 0; j < width && i + j < days; j++) index.set(dayOf(new Date(startOfUtcDay(firstDay).getTime() + (i + j) * DAY_MS)), point);
  }
  for (const row of revenueByDay) {
    // The chart's bars are in the site's currency; the other currencies are in the figures above it.
    if (row.currency !== siteCurrency) continue;
    const point = index.get(row.day);
    if (point) point.revenue += row.revenue ?? 0;
  }
  for (const row of signupsByDay) {
    const point = index.get(row.day);
    if (point) point.signups += row.n;
  }

  const started = new Map(funnelRows.map((row) => [row.lessonKey, row]));
  return {
    range,
    from: from?.toISOString() ?? null,
    to: now.toISOString(),
    revenue: { gross: site.gross, refunded: site.refunded, net: site.net, currency: siteCurrency, byCurrency },
    purchases: purchaseCount,
    signups: signupCount,
    conversion: signupCount > 0 ? purchaseCount / signupCount : null,
    confirmedSubscribers: { inRange: confirmedInRange?.n ?? 0, total: confirmedTotal?.n ?? 0 },
    lessonsCompleted: completed?.n ?? 0,
    chart: { bucket, points },
    funnel: courseRows.map((course) => ({
      courseId: course.id,
      title: course.title,
      lessons: allLessons()
        .filter((lesson) => lesson.courseId === course.id)
        .toSorted((a, b) => a.module - b.module || a.order - b.order)
        .map((lesson) => ({
          lessonId: lesson.id,
          title: lesson.title,
          module: lesson.module,
          order: lesson.order,
          started: started.get(lesson.id)?.started ?? 0,
          completed: started.get(lesson.id)?.completed ?? 0,
        })),
    })),
  };
}

function earliest(days: string[]): Date | null {
  if (days.length === 0) return null;
  return new Date(`${days.toSorted()[0]}T00:00:00Z`);
}
