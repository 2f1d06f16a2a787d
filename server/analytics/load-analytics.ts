import { sql } from 'drizzle-orm';
import { countDays, DIMENSIONS, type DayCount, type Dimension } from './day-counts';
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
  /**
   * Each later step counts people within the step before it (docs/decisions/031g-owner-figures-and-exchange-rate.md):
   * the visitors among `visits` who made an account in the period (two accounts from one visitor are one), those of
   * them who started a lesson, those who opened checkout, and those who opened checkout and bought, whenever taken.
   */
  signups: number;
  lessonStarted: number;
  checkoutOpened: number;
  purchased: number;
  /** Paid purchases still standing, minor units per currency (refunded ones are not revenue). */
  revenue: Array<{ currency: string; amount: number }>;
  /** Each step ÷ the one before; purchase rate = purchased ÷ visits. Null when the step before is 0. Never above 1. */
  rates: { signup: number | null; lesson: number | null; checkout: number | null; purchase: number | null; overall: number | null };
}

/**
 * Accounts made in the period whose sign-up no counted visit stands behind (Do Not Track, Global Privacy
 * Control, a sign-up through the API, accounts made before visitors were kept with them): counted as accounts,
 * outside the funnel, so no rate mixes them with visits.
 */
export type WithoutVisitRow = Omit<FunnelRow, 'source' | 'visits' | 'rates'> & {
  rates: Pick<FunnelRow['rates'], 'lesson' | 'checkout' | 'purchase'>;
};

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
  funnel: {
    totals: Omit<FunnelRow, 'source'>;
    bySource: FunnelRow[];
    byEntryPage: EntryArticleRow[];
    withoutVisit: WithoutVisitRow;
    /** Every account made in the period (not owners), with a counted visit or without. */
    accounts: number;
  };
}

/** Rows per list (top pages, sources…). */
const TOP = 50;
const DAY_MS = 86_400_000;

/**
 * The owner's analytics for the UTC days `from`..`to` (inclusive, YYYY-MM-DD): finished days from their
 * stored counts, days not rolled up yet (today) from their raw events, worked out by the same query
 * (server/analytics/day-counts.ts). Visitors are per day: summed over days, a visitor who came on
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
  const funnelSources = new Set([...visitsBySource.keys(), ...funnel.byKey.keys()]);
  const bySource = [...funnelSources]
    .map((source) => funnelRow(source, visitsBySource.get(source) ?? 0, funnel.byKey.get(source)))
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
  const withoutVisit = funnel.withoutVisit;
  const rate = (n: number, of: number) => (of > 0 ? n / of : null);

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
    funnel: {
      totals: funnelTotals,
      bySource,
      byEntryPage: entry,
      withoutVisit: {
        ...withoutVisit,
        revenue: sumRevenue(withoutVisit.revenue),
        rates: {
          lesson: rate(withoutVisit.lessonStarted, withoutVisit.signups),
          checkout: rate(withoutVisit.checkoutOpened, withoutVisit.signups),
          purchase: rate(withoutVisit.purchased, withoutVisit.checkoutOpened),
        },
      },
      accounts: funnel.accounts,
    },
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

/**
 * The accounts made in the period (not owners), by the first touch kept at their sign-up, each with the visitor
 * (day and hash) that first touch was found under, or null when none was.
 */
function cohort(from: string, to: string) {
  return sql`select u.id, coalesce(ft.source, 'direct') as source, ft.entry_path,
      case when ft.visitor_hash is not null then to_char(ft.created_at at time zone 'UTC', 'YYYY-MM-DD') || ':' || ft.visitor_hash end as visitor
    from users u left join user_first_touches ft on ft.user_id = u.id
    where u.created_at >= ${`${from}T00:00:00Z`}::timestamptz and u.created_at < (${to}::date + 1)::timestamptz and not u.is_owner`;
}

/** A purchase through the gateway (not a grant), counted whatever happened after; revenue only while it stands paid. */
const SOLD = sql`p.payment_intent_id is not null and p.status in ('paid', 'refunded', 'disputed')`;

/**
 * Bought, for the funnel: a one-time purchase (SOLD, not recurring), or a subscription or payment plan started
 * (issue 44): its first charge paid (`sequence` 1), or a free trial begun. A renewal's purchase (a later sequence)
 * is not a new sale, and a subscription whose first payment never went through is none.
 */
const BOUGHT = sql`(exists (select 1 from purchases p where p.user_id = c.id and ${SOLD} and not p.recurring)
  or exists (select 1 from subscriptions s where s.user_id = c.id and (
    (s.trial_ends_at is not null and s.status <> 'incomplete')
    or exists (select 1 from subscription_charges sc where sc.subscription_id = s.id and sc.sequence = 1 and sc.purchase_id is not null))))`;

type StepCounts = Omit<Steps, 'revenue'>;
const NO_STEPS: StepCounts = { signups: 0, lessonStarted: 0, checkoutOpened: 0, purchased: 0 };

/**
 * The cohort's steps, grouped by its first touch's source or entry page. People with a counted visit are
 * counted as visitors (distinct day and hash), each step within the one before; those without one are summed
 * apart, as accounts. A purchase counts only after an opened checkout (every gateway payment opens one), so
 * "bought" can never exceed "opened checkout".
 */
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
}): Promise<{ byKey: Map<string, Steps>; withoutVisit: Steps; accounts: number }> {
  const key = sql.raw(`c.${by}`);
  const flagged = sql`with c as (${cohort(from, to)}), f as (
      select c.*,
        exists (select 1 from lesson_progress lp where lp.user_id = c.id) as lesson,
        exists (select 1 from checkout_opens co where co.user_id = c.id) as checkout,
        exists (select 1 from checkout_opens co where co.user_id = c.id) and ${BOUGHT} as bought
      from c)`;
  const [steps, revenue] = await Promise.all([
    db.execute(sql`${flagged}
      select ${sql.raw(by)} as key, visitor is not null as counted,
        count(distinct visitor)::int as v_signups,
        count(distinct visitor) filter (where lesson)::int as v_lesson,
        count(distinct visitor) filter (where checkout)::int as v_checkout,
        count(distinct visitor) filter (where bought)::int as v_bought,
        count(*)::int as a_signups,
        count(*) filter (where lesson)::int as a_lesson,
        count(*) filter (where checkout)::int as a_checkout,
        count(*) filter (where bought)::int as a_bought
      from f group by 1, 2`),
    db.execute(sql`
      with c as (${cohort(from, to)})
      select ${key} as key, c.visitor is not null as counted, p.currency, sum(p.amount)::int as amount
      from c join purchases p on p.user_id = c.id and p.payment_intent_id is not null and p.status = 'paid'
      group by 1, 2, p.currency`),
  ]);
  const byKey = new Map<string, Steps>();
  const withoutVisit: Steps = { ...NO_STEPS, revenue: [] };
  let accounts = 0;
  type StepRow = { key: string | null; counted: boolean } & Record<`${'v' | 'a'}_${'signups' | 'lesson' | 'checkout' | 'bought'}`, number>;
  for (const row of rows<StepRow>(steps)) {
    accounts += Number(row.a_signups);
    if (!row.counted) {
      withoutVisit.signups += Number(row.a_signups);
      withoutVisit.lessonStarted += Number(row.a_lesson);
      withoutVisit.checkoutOpened += Number(row.a_checkout);
      withoutVisit.purchased += Number(row.a_bought);
      continue;
    }
    if (row.key === null) continue;
    byKey.set(row.key, {
      signups: Number(row.v_signups),
      lessonStarted: Number(row.v_lesson),
      checkoutOpened: Number(row.v_checkout),
      purchased: Number(row.v_bought),
      revenue: [],
    });
  }
  for (const row of rows<{ key: string | null; counted: boolean; currency: string; amount: number }>(revenue)) {
    const item = { currency: row.currency, amount: Number(row.amount) };
    if (!row.counted) withoutVisit.revenue.push(item);
    else if (row.key !== null) byKey.get(row.key)?.revenue.push(item);
  }
  return { byKey, withoutVisit, accounts };
}

/** "Which articles lead to sign-ups and purchases": the cohort by the entry page of its first touch. */
async function funnelByEntryPage({ db, from, to }: { db: Db; from: string; to: string }): Promise<EntryArticleRow[]> {
  const { byKey } = await cohortSteps({ db, from, to, by: 'entry_path' });
  return [...byKey]
    .map(([path, row]) => ({ path, signups: row.signups, purchased: row.purchased, revenue: sumRevenue(row.revenue) }))
    .sort((a, b) => b.purchased - a.purchased || b.signups - a.signups || a.path.localeCompare(b.path))
    .slice(0, TOP);
}
