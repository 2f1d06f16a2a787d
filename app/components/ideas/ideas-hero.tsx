import { ArrowDown, Crown, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { CurrencyPicker } from '~/components/currency-picker';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { ideasHref, roundedCount, type IdeaCategorySlug, type IdeaCounts } from '../../../common/business-ideas';
import type { Currency } from '../../../common/currencies';

/** The top of the ideas page: the headline, the free/premium/price figures and the two ways into the list. */
export function IdeasHero({
  total,
  counts,
  price,
  currencies,
  hasPremiumAccess,
  category,
}: {
  total: number;
  counts: IdeaCounts;
  price: string | null;
  /** The picker beside the price (issue 41); absent when no price is shown. */
  currencies: { current: Currency; offered: readonly Currency[] } | null;
  hasPremiumAccess: boolean;
  category: IdeaCategorySlug | null;
}) {
  const heroNumber = roundedCount(total);
  return (
    <section className="bg-gradient-to-b from-blue-50 via-indigo-50/40 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
          <Lightbulb className="size-4" aria-hidden /> AI business ideas library
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {heroNumber} AI Business Ideas You Can Start Without Technical Skills
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
          Each idea comes with a realistic revenue range, the time it takes to launch, the tools you need and a ready-made AI prompt that
          drafts your business plan.
        </p>

        <dl className={cn('mx-auto mt-10 grid max-w-3xl gap-3 sm:gap-6', price ? 'grid-cols-3' : 'grid-cols-2')}>
          <div className="rounded-2xl border border-emerald-200 bg-white p-3 shadow-sm sm:p-5 flex flex-col justify-start">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">Free Complete Guides</dt>
            <dd className="order-first text-2xl font-extrabold text-emerald-700 sm:text-4xl">{counts.free}</dd>
          </div>
          <div className="rounded-2xl border border-amber-200 bg-white p-3 shadow-sm sm:p-5 flex flex-col justify-start">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">Premium Only</dt>
            <dd className="order-first text-2xl font-extrabold text-amber-700 sm:text-4xl">{counts.premium}</dd>
          </div>
          {price ? (
            <div className="rounded-2xl border border-blue-200 bg-white p-3 shadow-sm sm:p-5 flex flex-col justify-start">
              <dt className="text-xs font-medium text-slate-600 sm:text-sm">Full Access</dt>
              <dd className="order-first text-2xl font-extrabold text-blue-700 sm:text-4xl">{price}</dd>
            </div>
          ) : null}
        </dl>
        {price && currencies ? (
          <CurrencyPicker
            current={currencies.current}
            offered={currencies.offered}
            back="/business-ideas"
            className="mt-4 text-slate-700"
          />
        ) : null}

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={ideasHref({ category, tab: 'free' }, 'ideas')}>
              <ArrowDown aria-hidden /> Browse {counts.free} Free Ideas
            </a>
          </Button>
          {hasPremiumAccess ? (
            <Button asChild size="lg" variant="premium">
              <a href={ideasHref({ category, tab: 'premium' }, 'ideas')}>
                <Crown aria-hidden /> Browse {counts.premium} Premium Blueprints
              </a>
            </Button>
          ) : (
            <Button asChild size="lg" variant="premium">
              <Link to="/course/premium">
                <Crown aria-hidden /> Unlock All {heroNumber} Blueprints
              </Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
