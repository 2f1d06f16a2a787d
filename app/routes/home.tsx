import { BookOpen, Crown, Lightbulb, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, FormerPriceText, RatingText } from '~/components/course-claims';
import { CurrencyPicker } from '~/components/currency-picker';
import { HelpQuestions } from '~/components/help-questions';
import { AiTools, CourseModules, HomeFaq, SectionHeading, Testimonials } from '~/components/home/home-sections';
import { RecentArticles } from '~/components/home/recent-articles';
import { NewsletterBox } from '~/components/newsletter-box';
import { SpriteIcon } from '~/components/sprite-icon';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { organizationJsonLd, organizationRef, originFrom, seo } from '~/lib/seo';
import { formatCoursePrice, shortenAtWord } from '../../common/format';
import { checkoutPath } from '../../common/routes';
import { NEWSLETTER_FREQUENCY, SITE_NAME } from '../../common/site';
import {
  FREE_COURSE_ID,
  FREE_COURSE_OUTLINE,
  PREMIUM_COURSE,
  PREMIUM_COURSE_ID,
  PREMIUM_COURSE_OUTLINE,
} from '../../content/courses/courses';
import { homeFaq } from '../../content/faq/home-faq';
import { listArticleSummaries } from '../../server/blog/list-article-summaries.server';
import { trendingCardArticles } from '../../server/blog/trending-articles.server';
import { courseDurations } from '../../server/courses/course-durations.server';
import { listCourses } from '../../server/courses/list-courses.server';
import { getHelpQuestions } from '../../server/help/help-questions.server';
import { withPriceIn } from '../../server/money/course-prices.server';
import { localizeAmounts, localizeStrings } from '../../server/money/localize-amounts.server';
import { offeredCurrencies, pagePrices } from '../../server/money/visitor-currency.server';
import { loadHomeClaims } from '../../server/settings/public-claims.server';
import type { Route } from './+types/home';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: `${SITE_NAME} — Build income with AI, no technical skills needed`,
    description: `Learn to build an AI-powered business step by step: a free starter course, 25+ business ideas with ready prompts, and a premium course for ${data?.premiumPrice ?? formatCoursePrice(PREMIUM_COURSE)}.`,
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

/** Teaser length: about three lines of a card on a phone, cut at a word rather than clamped mid-word. */
const HOME_EXCERPT_LENGTH = 120;

export async function loader({ context }: Route.LoaderArgs) {
  const [courses, { currency, prices }] = await Promise.all([
    listCourses({ db: context.services.db }),
    pagePrices({ db: context.services.db, wanted: context.currency }),
  ]);
  // The price in the visitor's currency, or pounds when the course has none in it (docs/decisions/028a).
  const premium = withPriceIn(courses.find((c) => c.id === PREMIUM_COURSE.id) ?? PREMIUM_COURSE, prices, currency);
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
    moduleMinutes: { free: courseDurations(FREE_COURSE_ID).modules, premium: courseDurations(PREMIUM_COURSE_ID).modules.slice(1) },
    premiumPrice: formatCoursePrice(premium),
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
  const { premiumPrice, premium, currencies, claims, faq, helpQuestions, trending, recent, moduleMinutes } = loaderData;
  const { counts, rating, formerPrice, testimonials } = claims;

  return (
    <>
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

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="offers-heading">
        <SectionHeading id="offers-heading" eyebrow="Two ways to learn" title="Start free. Go further when you're ready." />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-wide text-green-700">Free</p>
            <h3 className="mt-2 text-2xl font-bold">AI Business Starter Course</h3>
            <p className="mt-3 text-slate-600">The foundations, free with an account.</p>
            <ul className="mt-5 flex-1 space-y-2 text-slate-700">
              {[
                `${FREE_COURSE_OUTLINE.length} beginner modules`,
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
                // The premium outline's first row is the free course itself.
                `${PREMIUM_COURSE_OUTLINE.length - 1} advanced modules: workflows, revenue, content, leads, scaling, strategy`,
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

      <CourseModules minutes={moduleMinutes} />

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
              <Link to={checkoutPath(PREMIUM_COURSE.id)}>Get Premium for {premiumPrice}</Link>
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
