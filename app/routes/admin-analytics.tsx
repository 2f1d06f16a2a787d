import { Form } from 'react-router';
import { FilterLinks, PageTitle } from '~/components/admin/admin-ui';
import { AnalyticsChart } from '~/components/admin/analytics-chart';
import { EntryPageTable, FunnelTable, TopList } from '~/components/admin/analytics-tables';
import { Button } from '~/components/ui/button';
import { adminMeta } from '~/lib/admin-meta';
import { ANALYTICS_PRESETS, analyticsQuerySchema } from '../../common/analytics-schemas';
import { analyticsPeriod } from '../../server/analytics/analytics-period';
import { loadAnalytics } from '../../server/analytics/load-analytics';
import { daysBefore, utcDay } from '../../server/blog/utc-day';
import { requireOwner } from '../lib/auth.server';
import { isDomainError } from '../lib/domain-error.server';
import type { Route } from './+types/admin-analytics';

export const meta: Route.MetaFunction = (args) => adminMeta('Analytics', args);

/**
 * The owner's analytics (issue 30): visitors and page views counted on the server without cookies, where
 * they came from, and the funnel from the first visit to the purchase by source. A period is 7, 30 or 90
 * days up to today, or any from–to (GET form, so the address can be kept); a period the API refuses falls
 * back to the last 30 days with the reason shown.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const { db, now } = context.services;
  const today = utcDay(now());
  const params = new URL(request.url).searchParams;
  const preset = ANALYTICS_PRESETS.find((days) => String(days) === params.get('days'));
  let problem: string | undefined;
  let period = { from: daysBefore(today, 29), to: today };
  if (preset) period = { from: daysBefore(today, preset - 1), to: today };
  else if (params.has('from') || params.has('to')) {
    const parsed = analyticsQuerySchema.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
    try {
      if (!parsed.success) problem = parsed.error.issues[0]?.message;
      else period = analyticsPeriod({ ...parsed.data, now: now() });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      problem = error.message;
    }
  }
  const presetDays = period.to === today ? ANALYTICS_PRESETS.find((days) => period.from === daysBefore(today, days - 1)) : undefined;
  return { analytics: await loadAnalytics({ db, ...period }), presetDays, problem };
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { analytics, presetDays, problem } = loaderData;
  const { funnel } = analytics;
  const purchaseRate = funnel.totals.rates.overall;
  return (
    <>
      <PageTitle description="Counted on the server without cookies; a visitor is one device on one day. Your own visits are not counted.">
        Analytics
      </PageTitle>
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <FilterLinks
          label="Period"
          links={ANALYTICS_PRESETS.map((days) => ({ to: `?days=${days}`, label: `${days} days`, current: presetDays === days }))}
        />
        <Form method="get" className="flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col text-slate-700">
            From
            <input
              type="date"
              name="from"
              defaultValue={analytics.from}
              required
              className="rounded-md border border-slate-300 px-2 py-1 text-slate-900"
            />
          </label>
          <label className="flex flex-col text-slate-700">
            To
            <input
              type="date"
              name="to"
              defaultValue={analytics.to}
              required
              className="rounded-md border border-slate-300 px-2 py-1 text-slate-900"
            />
          </label>
          <Button type="submit" variant="outline" size="sm">
            Show
          </Button>
        </Form>
      </div>
      {problem ? (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problem}. Showing the last 30 days.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Visitors" value={String(analytics.totals.visitors)} />
        <Stat label="Page views" value={String(analytics.totals.pageviews)} />
        <Stat label="Accounts made" value={String(funnel.accounts)} />
        <Stat label="Visit → purchase" value={purchaseRate === null ? '–' : `${(purchaseRate * 100).toFixed(1)}%`} />
      </dl>
      <div className="mt-6">
        <AnalyticsChart points={analytics.series} />
      </div>
      <section className="mt-8" aria-labelledby="funnel-title">
        <h2 id="funnel-title" className="text-xl font-bold text-slate-900">
          Funnel by source
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          The visitors of the period by where they first came from that day (UTM source, else the linking site, else direct), and what they
          did since: each step counts people of the step before (sign-ups among the visits, lessons and checkout among the sign-ups,
          purchases among those who opened checkout), so no rate passes 100%. Two accounts from one visitor count once. Revenue is per
          currency.
        </p>
        <FunnelTable funnel={funnel} />
        <h3 className="mt-6 mb-2 font-semibold text-slate-900">Articles that lead to sign-ups and purchases</h3>
        <EntryPageTable rows={funnel.byEntryPage} />
      </section>
      <section className="mt-8" aria-labelledby="traffic-title">
        <h2 id="traffic-title" className="mb-3 text-xl font-bold text-slate-900">
          Traffic
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <TopList title="Top pages" column="Page" rows={analytics.pages} />
          <TopList title="Entry pages" column="Page" rows={analytics.entryPages} />
          <TopList title="Sources" column="Source" rows={analytics.sources} />
          <TopList title="Referrers" column="Site" rows={analytics.referrers} />
          <TopList title="Campaigns" column="utm_campaign" rows={analytics.campaigns} />
          <TopList title="Devices" column="Device" rows={analytics.devices} />
        </div>
      </section>
    </>
  );
}
