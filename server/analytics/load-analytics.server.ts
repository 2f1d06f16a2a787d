import { sql } from 'drizzle-orm';
import { countDays, DIMENSIONS, type DayCount, type Dimension } from './day-counts.server';
import type { Db } from '../db/client';

export interface Row {
  value: string;
  visitors: number;
  pageviews: number;
}

export interface FunnelRow {
  source: string;
  /** Visitors whose first view of a day came from this source (a visitor is one per day: the hash rotates). */
  visits: number;
  /** Accounts made in the period whose first touch was this source; the later steps are theirs, whenever taken. */
  signups: number;
  lessonStarted: number;
  checkoutOpened: number;
  purchased: number;
  /** Paid purchases still standing, minor units per currency (refunded ones are not revenue). */
  revenue: Array<{ currency: string; amount: number }>;
  /** Each step ÷ the one before; purchase rate = purchased ÷ visits. Null when the step before is 0. */
  rates: { signup: number | null; lesson: number | null; checkout: number | null; purchase: number | null; overall: number | null };
}

export interface EntryArticleRow {
  path: string;
  signups: number;
  purchased: number;
  revenue: Array<{ currency: string; amount: number }>;
}

export interface Analytics {
  from: string;
  to: string;
  totals: { visitors: number; pageviews: number };
  /** One point per day of the period, zeros included. */
  series: Array<{ day: string; visitors: number; pageviews: number }>;
  pages: Row[];
  entryPages: Row[];
  sources: Row[];
  referrers: Row[];
  campaigns: Row[];
  devices: Row[];
  funnel: { totals: Omit<FunnelRow, 'source'>; bySource: FunnelRow[]; byEntryPage: EntryArticleRow[] };
}

/** Rows per list (top pages, sources…). */
const TOP = 50;
const DAY_MS = 86_400_000;

/**
 * The owner's analytics for the UTC days `from`..`to` (inclusive, YYYY-MM-DD): finished days from their
 * stored counts, days not rolled up yet (today) from their raw events, worked out by the same query
 * (server/analytics/day-counts.server.ts). Visitors are per day: summed over days, a visitor who came on
 * two days counts twice, the only honest figure once the hash rotates daily.
 */
export async function loadAnalytics({ db, from, to }: { db: Db; from: string; to: string }): Promise<Analytics> {
  const [stored, days, live, funnel, entry] = await Promise.all([
    db.execute(
      sql`select day::text as day, dimension, value, visitors, pageviews from analytics_day_counts where day between ${from} and ${to}`,
    ),
    db.execute(sql`select day::text as day, visitors, pageviews from analytics_days where day between ${from} and ${to}`),
    countDays({
      db,
      where: sql`day between ${from} and ${to} and not exists (select 1 from analytics_days d where d.day = analytics_events.day)`,
    }),
    cohortSteps({ db, from, to, by: 'source' }),
    funnelByEntryPage({ db, from, to }),
  ]);
  const counts: DayCount[] = [
    ...rows<DayCount>(stored),
    ...rows<{ day: string; visitors: number; pageviews: number }>(days).map((d) => ({ ...d, dimension: 'total' as const, value: '' })),
    ...live,
  ];

  const perDay = new Map<string, { visitors: number; pageviews: number }>();
  const perValue = new Map<Dimension, Map<string, Row>>(DIMENSIONS.map((d) => [d, new Map()]));
  for (const count of counts) {
    const visitors = Number(count.visitors);
    const pageviews = Number(count.pageviews);
    if (count.dimension === 'total') {
      perDay.set(count.day, { visitors, pageviews });
      continue;
    }
    const values = perValue.get(count.dimension);
    if (!values) continue;
    const row = values.get(count.value) ?? { value: count.value, visitors: 0, pageviews: 0 };
    row.visitors += visitors;
    row.pageviews += pageviews;
    values.set(count.value, row);
  }
  const series = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    series.push({ day, ...(perDay.get(day) ?? { visitors: 0, pageviews: 0 }) });
  }
  const top = (dimension: Dimension) =>
    [...perValue.get(dimension)!.values()]
      .sort((a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews || a.value.localeCompare(b.value))
      .slice(0, TOP);
  const sources = top('source');

  const visitsBySource = new Map([...perValue.get('source')!.values()].map((row) => [row.value, row.visitors]));
  const funnelSources = new Set([...visitsBySource.keys(), ...funnel.keys()]);
  const bySource = [...funnelSources]
    .map((source) => funnelRow(source, visitsBySource.get(source) ?? 0, funnel.get(source)))
    .sort((a, b) => b.purchased - a.purchased || b.signups - a.signups || b.visits - a.visits || a.source.localeCompare(b.source));
  const totals = funnelRow(
    '',
    bySource.reduce((n, row) => n + row.visits, 0),
    {
      signups: bySource.reduce((n, row) => n + row.signups, 0),
      lessonStarted: bySource.reduce((n, row) => n + row.lessonStarted, 0),
      checkoutOpened: bySource.reduce((n, row) => n + row.checkoutOpened, 0),
      purchased: bySource.reduce((n, row) => n + row.purchased, 0),
      revenue: sumRevenue(bySource.flatMap((row) => row.revenue)),
    },
  );
  const { source: _source, ...funnelTotals } = totals;

  return {
    from,
    to,
    totals: {
      visitors: series.reduce((n, point) => n + point.visitors, 0),
      pageviews: series.reduce((n, point) => n + point.pageviews, 0),
    },
    series,
    pages: top('page'),
    entryPages: top('entry'),
    sources,
    referrers: top('referrer'),
    campaigns: top('campaign'),
    devices: top('device'),
    funnel: { totals: funnelTotals, bySource, byEntryPage: entry },
  };
}

type Steps = Pick<FunnelRow, 'signups' | 'lessonStarted' | 'checkoutOpened' | 'purchased' | 'revenue'>;

function funnelRow(source: string, visits: number, steps: Steps | undefined): FunnelRow {
  const s = steps ?? { signups: 0, lessonStarted: 0, checkoutOpened: 0, purchased: 0, revenue: [] };
  const rate = (n: number, of: number) => (of > 0 ? n / of : null);
  return {
    source,
    visits,
    ...s,
    rates: {
      signup: rate(s.signups, visits),
      lesson: rate(s.lessonStarted, s.signups),
      checkout: rate(s.checkoutOpened, s.signups),
      purchase: rate(s.purchased, s.checkoutOpened),
      overall: rate(s.purchased, visits),
    },
  };
}

function sumRevenue(items: Array<{ currency: string; amount: number }>) {
  const byCurrency = new Map<string, number>();
  for (const { currency, amount } of items) byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + amount);
  return [...byCurrency].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency));
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The accounts made in the period (not owners), by the first touch kept at their sign-up. */
function cohort(from: string, to: string) {
  return sql`select u.id, coalesce(ft.source, 'direct') as source, ft.entry_path
    from users u left join user_first_touches ft on ft.user_id = u.id
    where u.created_at >= ${`${from}T00:00:00Z`}::timestamptz and u.created_at < (${to}::date + 1)::timestamptz and not u.is_owner`;
}

/** A purchase through the gateway (not a grant), counted whatever happened after; revenue only while it stands paid. */
const SOLD = sql`p.payment_intent_id is not null and p.status in ('paid', 'refunded', 'disputed')`;

/** The cohort's steps, grouped by its first touch's source or entry page. */
async function cohortSteps({
  db,
  from,
  to,
  by,
}: {
  db: Db;
  from: string;
  to: string;
  by: 'source' | 'entry_path';
}): Promise<Map<string, Steps>> {
  const key = sql.raw(`c.${by}`);
  const [steps, revenue] = await Promise.all([
    db.execute(sql`
      with c as (${cohort(from, to)})
      select ${key} as key, count(*)::int as signups,
        count(*) filter (where exists (select 1 from lesson_progress lp where lp.user_id = c.id))::int as lesson_started,
        count(*) filter (where exists (select 1 from checkout_opens co where co.user_id = c.id))::int as checkout_opened,
        count(*) filter (where exists (select 1 from purchases p where p.user_id = c.id and ${SOLD}))::int as purchased
      from c where ${key} is not null group by ${key}`),
    db.execute(sql`
      with c as (${cohort(from, to)})
      select ${key} as key, p.currency, sum(p.amount)::int as amount
      from c join purchases p on p.user_id = c.id and p.payment_intent_id is not null and p.status = 'paid'
      where ${key} is not null group by ${key}, p.currency`),
  ]);
  const result = new Map<string, Steps>();
  for (const row of rows<{ key: string; signups: number; lesson_started: number; checkout_opened: number; purchased: number }>(steps)) {
    result.set(row.key, {
      signups: Number(row.signups),
      lessonStarted: Number(row.lesson_started),
      checkoutOpened: Number(row.checkout_opened),
      purchased: Number(row.purchased),
      revenue: [],
    });
  }
  for (const row of rows<{ key: string; currency: string; amount: number }>(revenue)) {
    result.get(row.key)?.revenue.push({ currency: row.currency, amount: Number(row.amount) });
  }
  return result;
}

/** "Which articles lead to sign-ups and purchases": the cohort by the entry page of its first touch. */
async function funnelByEntryPage({ db, from, to }: { db: Db; from: string; to: string }): Promise<EntryArticleRow[]> {
  const steps = await cohortSteps({ db, from, to, by: 'entry_path' });
  return [...steps]
    .map(([path, row]) => ({ path, signups: row.signups, purchased: row.purchased, revenue: sumRevenue(row.revenue) }))
    .sort((a, b) => b.purchased - a.purchased || b.signups - a.signups || a.path.localeCompare(b.path))
    .slice(0, TOP);
}
