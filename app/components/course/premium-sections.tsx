import { CheckCircle2, Gift, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { MemberAreaLink } from '~/components/premium/member-area-link';
import { TestimonialCard } from '~/components/testimonial-card';
import { Button } from '~/components/ui/button';
import type { ComponentProps } from 'react';

const BONUSES = [
  'Advanced automation systems you can copy into Zapier or Make',
  'High-ticket sales funnel templates',
  'Done-for-you prompt and proposal templates',
  'Monthly strategy calls',
  'Private mastermind community',
  'Lifetime access and every future update',
];

/** What comes with the premium course besides its modules; coaching only when the owner has set hours (issue 41). */
export function PremiumBonuses({ coaching, owned }: { coaching: string | null; owned: boolean }) {
  return (
    <section className="bg-white py-12" aria-labelledby="bonus-heading">
      <div className="mx-auto max-w-4xl px-4">
        <h2 id="bonus-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Gift className="size-6 text-amber-600" aria-hidden /> Also included
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {[...(coaching ? [coaching] : []), ...BONUSES].map((bonus) => (
            <li key={bonus} className="flex items-start gap-2 text-slate-800">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden /> {bonus}
            </li>
          ))}
        </ul>
        <MemberAreaLink owned={owned} />
      </div>
    </section>
  );
}

/** Learners' own words, from visible reviews only (DESIGN §12): nothing when there are none. */
export function PremiumTestimonials({ testimonials }: { testimonials: ComponentProps<typeof TestimonialCard>['testimonial'][] }) {
  if (testimonials.length === 0) return null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900">
        What learners say
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {testimonials.map((t) => (
          <TestimonialCard key={t.id} testimonial={t} className="bg-white shadow-sm" />
        ))}
      </div>
    </section>
  );
}

/** The closing call to enroll, for a visitor without the course. */
export function EnrollBand({ price, to }: { price: string; to: string }) {
  return (
    <section className="mx-auto max-w-4xl px-4 pb-16">
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-r from-amber-700 to-orange-700 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">Start building your AI business today</h2>
        <p className="flex items-center gap-2 text-amber-50">
          <ShieldCheck className="size-5" aria-hidden /> {price} once, 30-day money-back guarantee
        </p>
        <Button asChild size="lg" className="bg-white text-orange-700 hover:bg-orange-50">
          <Link to={to}>Enroll Now for {price}</Link>
        </Button>
      </div>
    </section>
  );
}
