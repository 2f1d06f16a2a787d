import { Check, Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** The closing offer of the ideas page, for a visitor without premium access. */
export function PremiumIdeasBanner({
  premiumCount,
  price,
  checkoutHref,
}: {
  premiumCount: number;
  price: string | null;
  checkoutHref: string | null;
}) {
  return (
    <section aria-labelledby="premium-banner-heading" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-indigo-950 to-slate-900 p-6 text-white shadow-xl sm:p-10">
        <div className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-amber-400/15 px-3 py-1 text-sm font-semibold text-amber-300">
              <Sparkles className="size-4" aria-hidden /> Premium
            </p>
            <h2 id="premium-banner-heading" className="mt-4 text-2xl font-extrabold sm:text-3xl">
              Unlock All {premiumCount} Premium Ideas
            </h2>
            <p className="mt-3 max-w-xl text-slate-300">
              Get the full guide, launch prompt and tool stack for every premium idea, together with the complete AI Business Mastery
              course.
            </p>
            <ul className="mt-5 grid gap-2 text-sm text-slate-200 sm:grid-cols-2">
              {[
                `${premiumCount} premium business blueprints`,
                'The full AI Business Mastery course',
                'Lifetime access and updates',
                '30-day money-back guarantee',
              ].map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Check className="size-4 shrink-0 text-emerald-400" aria-hidden /> {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10 md:min-w-64">
            {price ? (
              <p>
                <span className="block text-4xl font-extrabold">{price}</span>
                <span className="mt-1 block text-sm text-slate-300">one-time payment</span>
              </p>
            ) : null}
            <div className="mt-5 flex flex-col gap-3">
              {checkoutHref ? (
                <Button asChild size="lg" variant="premium">
                  <Link to={checkoutHref}>
                    <Crown aria-hidden /> Upgrade to Premium
                  </Link>
                </Button>
              ) : null}
              <Link
                to="/course/premium"
                className="text-sm font-semibold text-slate-200 underline-offset-4 hover:text-white hover:underline"
              >
                See what's included
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
