import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '~/components/course-claims';
import { HelpQuestions } from '~/components/help-questions';
import { HomeHero, HomeOffers, UpgradeBand } from '~/components/home/home-offers';
import { AiTools, CourseModules, HomeFaq, Testimonials } from '~/components/home/home-sections';
import { RecentArticles } from '~/components/home/recent-articles';
import { NewsletterBox } from '~/components/newsletter-box';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { organizationJsonLd, organizationRef } from '~/lib/structured-data';
import { formatCoursePrice, shortenAtWord } from '../../common/format';
import { checkoutPath } from '../../common/routes';
import { NEWSLETTER_FREQUENCY, SITE_NAME } from '../../common/site';
import { homeFaq } from '../../content/faq/home-faq';
import { listArticleSummaries } from '../../server/blog/list-article-summaries';
import { trendingCardArticles } from '../../server/blog/trending-articles';
import { courseBySlug, type CatalogueCourse } from '../../server/courses/course-catalogue';
import { courseDurations } from '../../server/courses/course-durations';
import { listCourses } from '../../server/courses/list-courses';
import { getHelpQuestions } from '../../server/help/help-questions';
import { withPriceIn } from '../../server/money/course-prices';
import { localizeAmounts, localizeStrings } from '../../server/money/localize-amounts';
import { offeredCurrencies, pagePrices } from '../../server/money/visitor-currency';
import { loadHomeClaims } from '../../server/settings/public-claims';
import type { Route } from './+types/home';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: `${SITE_NAME} — Build income with AI, no technical skills needed`,
    description: `Learn to build an AI-powered business step by step: a free starter course, 25+ business ideas with ready prompts, and a premium course${data?.premiumPrice ? ` for ${data.premiumPrice}` : ''}.`,
    path: '/',
    origin,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: new URL('/', origin).href,
        publisher: { '@id': organizationRef(origin)['@id'] },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${new URL('/search', origin).href}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      organizationJsonLd(origin),
    ],
  });
};

/** A course's own modules (not those that are another course) with their minutes, summed from the lessons on the server. */
function homeModules(course: CatalogueCourse): { title: string; minutes: number }[] {
  const minutes = courseDurations(course.id).modules;
  return course.modules.flatMap((title, index) =>
    course.moduleCourses[String(index + 1)] ? [] : [{ title, minutes: minutes[index] ?? 0 }],
  );
}

/** Teaser length: about three lines of a card on a phone, cut at a word rather than clamped mid-word. */
const HOME_EXCERPT_LENGTH = 120;

export async function loader({ context }: Route.LoaderArgs) {
  const [courses, { currency, prices }] = await Promise.all([
    listCourses({ db: context.services.db }),
    pagePrices({ db: context.services.db, wanted: context.currency }),
  ]);
  // The specification's two courses are the ones with the slugs of its pages, /course/free and /course/premium.
  const starter = courseBySlug('free');
  const mastery = courseBySlug('premium');
  const sold = courses.find((c) => c.id === mastery?.id);
  if (!starter || !mastery || !sold) throw new Error('the catalogue has lost the courses of /course/free and /course/premium');
  // The price in the visitor's currency, or pounds when the course has none in it (docs/decisions/028a).
  const premium = withPriceIn(sold, prices, currency);
  const now = context.services.now();
  const [articles, claims] = await Promise.all([
    listArticleSummaries({ db: context.services.db, now }),
    loadHomeClaims({ db: context.services.db, premium, now }),
  ]);
  // The content's amounts (in dollars) in the currency of the prices beside them (docs/decisions/024j-one-currency-per-page.md).
  const money = { currency };
  const card = (a: (typeof articles)[number]) => ({
    slug: a.slug,
    title: localizeAmounts(a.title, money),
    excerpt: shortenAtWord(localizeAmounts(a.excerpt, money), HOME_EXCERPT_LENGTH),
    category: a.category,
    readTime: a.readTime,
    publishDate: a.publishDate,
    tags: a.tags.slice(0, 2),
  });
  return {
    // Durations summed from the lessons on the server: numbers only reach the page (issue 26).
    modules: { free: homeModules(starter), premium: homeModules(mastery) },
    premiumPrice: formatCoursePrice(premium),
    premiumCourseId: premium.id,
    premium: { price: premium.price, currency: premium.currency },
    // The picker beside the price (issue 41): the page's currency and the ones the course is sold in.
    currencies: { current: currency, offered: offeredCurrencies(prices) },
    // Every number and quote below comes from the database (DESIGN §12): null or empty leaves the sentence out.
    claims,
    faq: localizeStrings(homeFaq({ premiumPrice: formatCoursePrice(premium) }), money),
    helpQuestions: getHelpQuestions(money),
    trending: trendingCardArticles(articles, 5).map((a) => ({ ...card(a), weekViews: a.weekViews })),
    recent: articles.slice(0, 4).map(card),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  const { premiumPrice, premium, currencies, claims, faq, helpQuestions, trending, recent, modules } = loaderData;
  const { counts, rating, formerPrice, testimonials } = claims;

  return (
    <>
      <HomeHero counts={counts} rating={rating} />

      <HomeOffers premiumPrice={premiumPrice} moduleCounts={{ free: modules.free.length, premium: modules.premium.length }} />

      <UpgradeBand premiumPrice={premiumPrice} premium={premium} formerPrice={formerPrice} currencies={currencies} />

      <CourseModules modules={modules} />

      <Testimonials testimonials={testimonials} />

      <AiTools />

      <HomeFaq groups={faq} />

      <section className="mx-auto max-w-4xl px-4 py-16 text-center" aria-labelledby="about-heading">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">About us</p>
        <h2 id="about-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
          Built for people who are new to AI
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          {SITE_NAME} was started to cut through the hype. Most AI courses are written for programmers or sell overnight riches. Ours teach
          one practical skill at a time, with honest numbers, real tools and an action item at the end of every lesson — so you finish each
          one having done something, not just read about it.
        </p>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-16" aria-labelledby="cta-heading">
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-r from-amber-700 to-orange-700 p-10 text-center text-white">
          <h2 id="cta-heading" className="text-3xl font-extrabold">
            {user?.hasPremiumAccess ? 'You have the full course' : 'Get the complete AI business system'}
          </h2>
          <p className="flex items-center gap-2 text-amber-50">
            <ShieldCheck className="size-5" aria-hidden /> {premiumPrice} once · lifetime access · 30-day money-back guarantee
          </p>
          <Button asChild size="lg" className="bg-white text-orange-700 hover:bg-orange-50">
            {user?.hasPremiumAccess ? (
              <Link to="/course/premium">Go to the Premium Course</Link>
            ) : (
              <Link to={checkoutPath(loaderData.premiumCourseId)}>Get Premium for {premiumPrice}</Link>
            )}
          </Button>
        </div>
      </section>

      <div className="bg-white py-16">
        <div className="mx-auto max-w-4xl px-4">
          <HelpQuestions questions={helpQuestions} />
          <p className="mt-6 text-center text-slate-700">
            <Link to="/help" className="font-semibold text-blue-700 underline-offset-4 hover:underline">
              Browse every answer in the Help Center
            </Link>{' '}
            or{' '}
            <Link to="/contact" className="font-semibold text-blue-700 underline-offset-4 hover:underline">
              contact us
            </Link>
            .
          </p>
        </div>
      </div>

      <RecentArticles recent={recent} trending={trending} />

      <section className="bg-gradient-to-r from-blue-700 to-indigo-700 py-14" aria-label="Newsletter">
        <div className="mx-auto max-w-2xl px-4">
          <NewsletterBox
            source="home"
            tone="dark"
            title="Get weekly AI business tips"
            description={`${counts.subscribers !== null ? `Join ${formatCount(counts.subscribers)} subscribers. ` : ''}${NEWSLETTER_FREQUENCY}, no spam, unsubscribe anytime.`}
          />
        </div>
      </section>
    </>
  );
}
