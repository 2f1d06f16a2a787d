import { CourseCard, type ListedCourse } from '~/components/course/course-card';
import { OfferList } from '~/components/course/offer-list';
import { CurrencyPicker } from '~/components/currency-picker';
import { Alert } from '~/components/ui/alert';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { BASE_CURRENCY } from '../../common/currencies';
import { formatCoursePrice, formatMinutes } from '../../common/format';
import { coursePagePath } from '../../server/courses/course-catalogue';
import { courseDurations } from '../../server/courses/course-durations';
import { listCourses } from '../../server/courses/list-courses';
import { loadCourseProgress } from '../../server/dashboard/load-course-progress';
import { withPriceIn } from '../../server/money/course-prices';
import { offeredCurrencies, pagePrices } from '../../server/money/visitor-currency';
import { listOffers, type PublicOffer } from '../../server/offers/list-offers';
import { sellingOffersByCourse } from '../../server/offers/selling-offer';
import type { Step } from '../../server/dashboard/dashboard-stats';
import type { Route } from './+types/courses';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

// The price in the page's currency, as the cards below say it (docs/decisions/028a-prices-per-currency.md).
export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo({
    title: 'AI Business Training: Free and Premium Courses',
    description: `Start free with the AI Business Starter Course, then go further with the premium AI Business Mastery course ${data ? ` for a one-time ${formatCoursePrice(data.courses.find((c) => c.isPremium) ?? { price: 0, currency: 'GBP' })}` : ''}.`,
    path: '/courses',
    origin: originFrom(matches),
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  try {
    // Progress only for a signed-in request: such a request is never served from, or stored in, the anonymous page cache.
    const [{ courses, currency, offered, offers }, progress] = await Promise.all([
      // Prices in the visitor's currency, or pounds when the course has none in it (docs/decisions/028a).
      pagePrices({ db, wanted: context.currency }).then(async ({ currency, prices }) => {
        const [list, offers, selling] = await Promise.all([
          listCourses({ db }),
          listOffers({ db, currency }),
          sellingOffersByCourse({ db }),
        ]);
        return {
          currency,
          // What the picker offers: pounds, and each currency the premium course has a price in.
          offered: offeredCurrencies(prices),
          courses: list.map((course) => ({
            ...withPriceIn(course, prices, currency),
            // A course the owner made has no stored duration until the next start: summed as its page sums it.
            duration: course.duration || formatMinutes(courseDurations(course.id).minutes),
            // Its page, and whether this learner has it (a signed-in request is never cached: issue 43, any course).
            path: coursePagePath(course.id),
            owned: context.user?.access.courseIds.includes(course.id) ?? false,
            // A published course no offer sells yet (the owner has not priced it): shown, never with a price of £0.
            onSale: !course.isPremium || selling.has(course.id),
          })),
          // The published offers that sell courses (issue 43), each once: a bundle is one line naming its courses.
          offers: offers.filter((offer) => offer.grants.some((grant) => grant.type === 'course')),
        };
      }),
      context.user ? loadCourseProgress({ db, userId: context.user.id }) : null,
    ]);
    const done = progress ? Object.fromEntries(Object.entries(progress).map(([id, p]) => [id, p.course])) : {};
    return { courses, currency, offered, offers, progress: done as Record<string, Step | undefined>, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, 'course list could not be read');
    return {
      courses: [] as ListedCourse[],
      currency: BASE_CURRENCY,
      offered: [BASE_CURRENCY],
      offers: [] as PublicOffer[],
      progress: {} as Record<string, Step | undefined>,
      failed: true,
    };
  }
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Choose your training</h1>
        <p className="mt-3 text-lg text-slate-600">
          Start free and learn the foundations, then unlock the complete system when you're ready.
        </p>
        <div className="mt-4">
          <CurrencyPicker current={loaderData.currency} offered={loaderData.offered} back="/courses" />
        </div>
      </div>
      {loaderData.failed ? (
        <Alert variant="error" className="mx-auto mt-10 max-w-xl">
          Failed to load courses. Please try again later.
        </Alert>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {loaderData.courses.map((course) => (
            <CourseCard key={course.id} course={course} user={user} step={loaderData.progress[course.id]} />
          ))}
        </div>
      )}
      <OfferList offers={loaderData.offers} />
    </section>
  );
}
