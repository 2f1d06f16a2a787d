import { Link } from 'react-router';
import { FilterLinks, PageTitle } from '~/components/admin/admin-ui';
import { LessonFunnel } from '~/components/admin/lesson-funnel';
import { RecurringFiguresSection } from '~/components/admin/recurring-figures';
import { SummaryChart } from '~/components/admin/summary-chart';
import { adminMeta } from '~/lib/admin-meta';
import { adminRangeSchema } from '../../common/admin-schemas';
import { hasCoachingHours } from '../../common/coaching-rules';
import { formatPrice } from '../../common/format';
import { loadSummary } from '../../server/admin/load-summary';
import { loadRecurringFigures } from '../../server/billing/recurring-figures';
import { loadCoachingSettings } from '../../server/coaching/coaching-pages';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-overview';

export const meta: Route.MetaFunction = (args) => adminMeta('Overview', args);

const RANGES = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '12m', label: '12 months' },
  { value: 'all', label: 'All time' },
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const parsed = adminRangeSchema.safeParse(new URL(request.url).searchParams.get('range') ?? '30d');
  const range = parsed.success ? parsed.data : '30d';
  const { db, now } = context.services;
  const [summary, coaching, recurring] = await Promise.all([
    loadSummary({ db, now: now(), range }),
    loadCoachingSettings({ db }),
    loadRecurringFigures({ db, now: now() }),
  ]);
  return { summary, coachingHoursSet: hasCoachingHours(coaching), recurring };
}

/** Until the owner opens hours, coaching cannot be booked and the course page does not offer it: the first thing to do. */
function CoachingHoursNeeded() {
  return (
    <section aria-labelledby="coaching-hours-title" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="coaching-hours-title" className="font-bold">
        Set your coaching hours
      </h2>
      <p className="mt-1 text-sm">
        Each premium purchase includes a 1-on-1 session, but no hours are set, so buyers cannot book one and the course page does not offer
        it yet.
      </p>
      <Link
        to="/admin/coaching#hours"
        className="mt-3 inline-block rounded-lg bg-amber-900 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-950"
      >
        Set coaching hours
      </Link>
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { summary, coachingHoursSet, recurring } = loaderData;
  // One figure per currency sold in: pounds and euros are never added together.
  const money = (field: 'gross' | 'refunded' | 'net') =>
    summary.revenue.byCurrency.map((row) => formatPrice(row[field], row.currency)).join(' + ');
  return (
    <>
      <PageTitle description="Sales, sign-ups and learning on the site.">Overview</PageTitle>
      {coachingHoursSet ? null : <CoachingHoursNeeded />}
      <FilterLinks
        label="Period"
        className="mb-6"
        links={RANGES.map((range) => ({ to: `?range=${range.value}`, label: range.label, current: summary.range === range.value }))}
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Gross revenue" value={money('gross')} />
        <Stat label="Refunded" value={money('refunded')} />
        <Stat label="Net revenue" value={money('net')} />
        <Stat label="Purchases" value={String(summary.purchases)} />
        <Stat label="Sign-ups" value={String(summary.signups)} />
        <Stat
          label="Conversion"
          value={summary.conversion === null ? '–' : `${(summary.conversion * 100).toFixed(1)}%`}
          note="purchases ÷ sign-ups"
        />
        <Stat
          label="Confirmed subscribers"
          value={String(summary.confirmedSubscribers.inRange)}
          note={`${summary.confirmedSubscribers.total} in all`}
        />
        <Stat label="Lessons completed" value={String(summary.lessonsCompleted)} />
      </dl>
      <div className="mt-6">
        <SummaryChart points={summary.chart.points} bucket={summary.chart.bucket} currency={summary.revenue.currency} />
      </div>
      <RecurringFiguresSection figures={recurring} />
      <section className="mt-8" aria-labelledby="funnel-title">
        <h2 id="funnel-title" className="text-xl font-bold text-slate-900">
          Lesson funnel
        </h2>
        <p className="text-sm text-slate-600">All time: how many learners started and completed each lesson.</p>
        {summary.funnel.map((course) => (
          <LessonFunnel key={course.courseId} title={course.title} lessons={course.lessons} />
        ))}
      </section>
    </>
  );
}
