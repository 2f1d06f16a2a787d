import { BookOpen, Crown, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, FormerPriceText, RatingText } from '~/components/course-claims';
import { CurrencyPicker } from '~/components/currency-picker';
import { SpriteIcon } from '~/components/sprite-icon';
import { Button } from '~/components/ui/button';
import { SectionHeading } from './home-sections';
import type { ComponentProps } from 'react';

type Rating = ComponentProps<typeof RatingText>['rating'] | null;

/** The home page's opening: what the site teaches, the three ways in, and only the figures the database holds. */
export function HomeHero({ counts, rating }: { counts: { learners: number | null; completions: number | null }; rating: Rating }) {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white" aria-labelledby="hero-heading">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
        {counts.learners !== null ? (
          <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
            Join {formatCount(counts.learners)} learners building a business with AI
          </p>
        ) : null}
        <h1 id="hero-heading" className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Build an AI-powered business — without writing a line of code
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
          Practical lessons, ready-to-use prompts and step-by-step action items that take you from your first AI tool to your first paying
          client.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/course/free">
              <BookOpen aria-hidden /> Start the Free Course
            </Link>
          </Button>
          <Button asChild size="lg" variant="premium">
            <Link to="/course/premium">
              <Crown aria-hidden /> See the Premium Course
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/business-ideas" prefetch="intent">
              <Lightbulb aria-hidden /> Browse Business Ideas
            </Link>
          </Button>
        </div>
        {rating || counts.completions !== null ? (
          <p className="mt-6 text-sm text-slate-600">
            {rating ? (
              <>
                Premium course: <RatingText rating={rating} />
              </>
            ) : null}
            {rating && counts.completions !== null ? ' · ' : null}
            {counts.completions !== null ? `${formatCount(counts.completions)} courses completed` : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The two courses side by side: free to start, premium to go further. `moduleCounts`: each course's own modules. */
export function HomeOffers({ premiumPrice, moduleCounts }: { premiumPrice: string; moduleCounts: { free: number; premium: number } }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="offers-heading">
      <SectionHeading id="offers-heading" eyebrow="Two ways to learn" title="Start free. Go further when you're ready." />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-green-700">Free</p>
          <h3 className="mt-2 text-2xl font-bold">AI Business Starter Course</h3>
          <p className="mt-3 text-slate-600">The foundations, free with an account.</p>
          <ul className="mt-5 flex-1 space-y-2 text-slate-700">
            {[
              `${moduleCounts.free} beginner modules`,
              'Knowledge checks and action items',
              'Free business idea guides',
              'Progress saved to your account',
            ].map((item) => (
              <li key={item} className="flex gap-2">
                <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-green-600" /> {item}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" variant="outline" wraps className="mt-8">
            <Link to="/course/free">Start Free</Link>
          </Button>
        </div>
        <div className="flex flex-col rounded-2xl border-2 border-amber-300 bg-gradient-to-br from-amber-50 to-orange-50 p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">Premium · {premiumPrice} one-time</p>
          <h3 className="mt-2 text-2xl font-bold">AI Business Mastery</h3>
          <p className="mt-3 text-slate-700">The complete system, with lifetime access.</p>
          <ul className="mt-5 flex-1 space-y-2 text-slate-800">
            {[
              'Everything in the free course',
              `${moduleCounts.premium} advanced modules: workflows, revenue, content, leads, scaling, strategy`,
              'All 25+ business idea blueprints with prompts',
              'Done-for-you templates and lifetime updates',
              '30-day money-back guarantee',
            ].map((item) => (
              <li key={item} className="flex gap-2">
                <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-amber-600" /> {item}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" variant="premium" wraps className="mt-8">
            <Link to="/course/premium">See the Premium Course</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Why learners upgrade, with the premium price (a former price only when the owner set one) and the currency picker. */
export function UpgradeBand({
  premiumPrice,
  premium,
  formerPrice,
  currencies,
}: {
  premiumPrice: string;
  premium: { price: number; currency: string };
  formerPrice: ComponentProps<typeof FormerPriceText>['former'] | null;
  currencies: Pick<ComponentProps<typeof CurrencyPicker>, 'current' | 'offered'>;
}) {
  return (
    <section className="bg-gradient-to-r from-blue-700 to-indigo-700 text-white" aria-labelledby="upgrade-heading">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 md:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 id="upgrade-heading" className="text-3xl font-extrabold tracking-tight">
            Why learners upgrade
          </h2>
          <p className="mt-3 text-lg text-blue-100">
            The free course shows you what AI can do. The premium course shows you how to turn it into income: pricing and packages, a
            content engine you can run for clients, lead generation that doesn't spam, and the systems to grow without working more hours.
          </p>
        </div>
        <div className="rounded-2xl bg-white/10 p-6 text-center">
          {formerPrice ? (
            <p className="text-sm text-blue-100">
              <FormerPriceText former={formerPrice} price={premium.price} currency={premium.currency} />
            </p>
          ) : null}
          <p className="mt-1 text-5xl font-extrabold">{premiumPrice}</p>
          <p className="mt-1 text-sm text-blue-100">one-time · lifetime access</p>
          <CurrencyPicker current={currencies.current} offered={currencies.offered} back="/" className="mt-4 text-blue-50" />
        </div>
      </div>
    </section>
  );
}
