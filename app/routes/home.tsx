import {
  ArrowRight,
  BookOpen,
  Bot,
  CheckCircle2,
  Clock,
  Crown,
  Lightbulb,
  Palette,
  Quote,
  Search,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router';
import { FaqList } from '~/components/faq-list';
import { HelpQuestions } from '~/components/help-questions';
import { NewsletterBox } from '~/components/newsletter-box';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { formatViews } from '../../common/blog-listing';
import { FREE_COURSE_OUTLINE, PREMIUM_COURSE_ID, PREMIUM_COURSE_OUTLINE } from '../../common/course-outline';
import { formatPrice, formatShortDate, shortenAtWord } from '../../common/format';
import { checkoutPath } from '../../common/routes';
import { NEWSLETTER_FREQUENCY, SITE_NAME } from '../../common/site';
import { TESTIMONIALS } from '../../common/testimonials';
import { articleSummaries } from '../../server/blog/article-views';
import { trendingArticles } from '../../server/blog/articles';
import { listCourses } from '../../server/courses/list-courses';
import { getHelpQuestions } from '../../server/help/help-questions';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: `${SITE_NAME} — Build income with AI, no technical skills needed`,
    description:
      'Learn to build an AI-powered business step by step: a free starter course, 25+ business ideas with ready prompts, and a premium course for £9.99.',
    path: '/',
    origin,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: new URL('/', origin).href,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${new URL('/search', origin).href}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  });
};

/** Teaser length: about three lines of a card on a phone, cut at a word rather than clamped mid-word. */
const HOME_EXCERPT_LENGTH = 120;

export async function loader({ context }: Route.LoaderArgs) {
  const courses = await listCourses(context.services.db);
  const premium = courses.find((c) => c.id === PREMIUM_COURSE_ID);
  const articles = await articleSummaries(context.services.db, context.services.now());
  const card = (a: (typeof articles)[number]) => ({
    slug: a.slug,
    title: a.title,
    excerpt: shortenAtWord(a.excerpt, HOME_EXCERPT_LENGTH),
    category: a.category,
    readTime: a.readTime,
    publishDate: a.publishDate,
    tags: a.tags.slice(0, 2),
  });
  return {
    premiumPrice: premium ? formatPrice(premium.price, premium.currency) : '£9.99',
    helpQuestions: getHelpQuestions(),
    trending: trendingArticles(articles, 5).map((a) => ({ ...card(a), weekViews: a.weekViews })),
    recent: articles.slice(0, 4).map(card),
  };
}

const TOOLS = [
  { icon: Bot, name: 'ChatGPT, Claude & Gemini', use: 'Write, research, plan and draft client work in minutes.' },
  { icon: Workflow, name: 'Zapier & Make', use: 'Connect your apps so enquiries, invoices and follow-ups run themselves.' },
  { icon: Palette, name: 'Canva & image tools', use: 'Design social posts, thumbnails and lead magnets without a designer.' },
  { icon: Search, name: 'Perplexity', use: 'Research markets and competitors with sources you can check.' },
  { icon: BookOpen, name: 'Notion AI', use: 'Keep prompts, SOPs and client notes in one organised place.' },
  { icon: Sparkles, name: 'ElevenLabs & Descript', use: 'Produce voice-overs and edit audio or video by editing text.' },
];

const FAQ_COURSES = [
  {
    q: 'Is the starter course really free?',
    a: 'Yes. Create an account and all five starter modules are open to you, including every knowledge check and action item. No card is needed.',
  },
  {
    q: 'What does the premium course cost?',
    a: 'A single payment of £9.99 gives lifetime access to all seven modules and future updates. There is no subscription, and a 30-day money-back guarantee applies.',
  },
  {
    q: 'Do I need technical skills?',
    a: 'No. Every lesson is written for beginners and uses tools with free plans and point-and-click set-up. If you can write an email, you can follow along.',
  },
  {
    q: 'Is my progress saved?',
    a: 'Yes. Your place in each lesson, your quiz answers and completed action items are saved to your account, so you can stop and pick up on any device.',
  },
];

const FAQ_EARNING = [
  {
    q: 'How quickly can I earn with AI?',
    a: 'It depends on the time you put in and the business you choose. Many learners aim first for a small service (writing, automation set-up, content) and their first paying client within a few weeks. We never promise income: the courses teach the skills and the steps.',
  },
  {
    q: 'How much do the tools cost?',
    a: 'You can start on free plans. Most paid tools cost around $20 a month, and the lessons show what to pay for only once it earns its keep.',
  },
  {
    q: 'Is it allowed to sell work made with AI?',
    a: 'Generally yes, but you stay responsible for the result: check facts, respect copyright and the tools’ terms, protect client data, and be open with clients about how you work. The lessons cover this where it matters.',
  },
  {
    q: 'Which business should I start with?',
    a: 'Start with a skill you already have or a market you know, then add AI to deliver it faster. The business ideas page has free guides with ready-made prompts to help you choose.',
  },
];

function SectionHeading({ eyebrow, title, text, id }: { eyebrow: string; title: string; text?: string; id: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
        {title}
      </h2>
      {text ? <p className="mt-3 text-lg text-slate-600">{text}</p> : null}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  const { premiumPrice, helpQuestions, trending, recent } = loaderData;

  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white" aria-labelledby="hero-heading">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
            Join 2,000+ students learning to earn with AI
          </p>
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
          <p className="mt-6 text-sm text-slate-600">4.9 average rating · 97% of students would recommend us</p>
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
                '5 beginner modules',
                'Knowledge checks and action items',
                'Free business idea guides',
                'Progress saved to your account',
              ].map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden /> {item}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant="outline" className="mt-8">
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
                '6 advanced modules: workflows, revenue, content, leads, scaling, strategy',
                'All 25+ business idea blueprints with prompts',
                'Done-for-you templates and lifetime updates',
                '30-day money-back guarantee',
              ].map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden /> {item}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant="premium" className="mt-8">
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
            <p className="text-sm text-blue-100">
              <span className="line-through">£47.00</span> · 80% off
            </p>
            <p className="mt-1 text-5xl font-extrabold">{premiumPrice}</p>
            <p className="mt-1 text-sm text-blue-100">one-time · lifetime access</p>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="modules-heading">
        <SectionHeading id="modules-heading" eyebrow="What you'll learn" title="From first prompt to a business that scales" />
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {[
            { title: 'Starter course (free)', modules: FREE_COURSE_OUTLINE, href: '/course/free' },
            { title: 'Premium course', modules: PREMIUM_COURSE_OUTLINE.slice(1), href: '/course/premium' },
          ].map((course) => (
            <div key={course.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-slate-900">{course.title}</h3>
              <ol className="mt-4 space-y-3">
                {course.modules.map((module, index) => (
                  <li key={module.title} className="flex items-center justify-between gap-3 text-slate-800">
                    <span className="flex items-center gap-3">
                      <span
                        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-100 text-xs font-bold text-blue-800"
                        aria-hidden
                      >
                        {index + 1}
                      </span>
                      {module.title}
                    </span>
                    <span className="flex shrink-0 items-center gap-1 text-sm text-slate-600">
                      <Clock className="size-3.5" aria-hidden /> {module.duration}
                    </span>
                  </li>
                ))}
              </ol>
              <Link to={course.href} className="mt-5 inline-flex items-center gap-1 font-semibold text-blue-700 hover:underline">
                See the modules <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="testimonials-heading">
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading id="testimonials-heading" eyebrow="Students" title="What learners say" />
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((t) => (
              <figure key={t.name} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <Quote className="size-6 text-blue-600" aria-hidden />
                <blockquote className="mt-3 text-slate-800">{t.quote}</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{t.name}</span> <span className="text-slate-600">· {t.role}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="tools-heading">
        <SectionHeading
          id="tools-heading"
          eyebrow="Tools"
          title="The AI tools you'll learn to use"
          text="Each one has a free plan to start with."
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map(({ icon: Icon, name, use }) => (
            <li key={name} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-100 text-blue-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{name}</h3>
                <p className="mt-1 text-sm text-slate-600">{use}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white py-16" aria-labelledby="faq-heading">
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
          <div className="mt-10 grid gap-8 md:grid-cols-2">
            <FaqList title="About the courses" items={FAQ_COURSES} />
            <FaqList title="About earning with AI" items={FAQ_EARNING} />
          </div>
        </div>
      </section>

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
              <Link to={checkoutPath(PREMIUM_COURSE_ID)}>Get Premium for {premiumPrice}</Link>
            )}
          </Button>
        </div>
      </section>

      <div className="bg-white py-16">
        <div className="mx-auto max-w-4xl px-4">
          <HelpQuestions questions={helpQuestions} />
        </div>
      </div>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="blog-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">From the blog</p>
            <h2 id="blog-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
              Recent Articles
            </h2>
          </div>
          <Button asChild variant="outline">
            <Link to="/blog" prefetch="intent">
              View All Articles <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <div className={cn('mt-8 grid gap-8', trending.length > 0 && 'lg:grid-cols-[1fr_18rem]')}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {recent.map((a) => (
              <li key={a.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-xs font-semibold uppercase tracking-wide text-blue-700">{a.category}</p>
                <h3 className="mt-2 font-bold text-slate-900">
                  <Link to={`/blog/${a.slug}`} className="hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{a.excerpt}</p>
                <ul className="mt-auto flex flex-wrap gap-2 pt-3" aria-label="Tags">
                  {a.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                      {tag}
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-xs text-slate-600">
                  {a.readTime} · <time dateTime={a.publishDate}>{formatShortDate(a.publishDate)}</time>
                </p>
              </li>
            ))}
          </ul>
          {/* Counted from real views (server/blog/article-views.ts): shown once someone has read an article this week. */}
          {trending.length > 0 ? (
            <aside aria-labelledby="trending-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 id="trending-heading" className="flex items-center gap-2 font-bold text-slate-900">
                <TrendingUp className="size-5 text-blue-700" aria-hidden /> Trending This Week
              </h3>
              <ol className="mt-4 space-y-4">
                {trending.map((a, i) => (
                  <li key={a.slug} className="flex items-baseline gap-3">
                    <span className="w-5 shrink-0 text-right text-lg font-extrabold tabular-nums text-slate-400" aria-hidden>
                      {i + 1}
                    </span>
                    <div className="min-w-0">
                      <Link to={`/blog/${a.slug}`} className="text-sm font-semibold text-slate-900 hover:underline">
                        {a.title}
                      </Link>
                      <p className="text-xs tabular-nums text-slate-600">
                        {formatViews(a.weekViews)} this week · {a.readTime}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            </aside>
          ) : null}
        </div>
      </section>

      <section className="bg-gradient-to-r from-blue-700 to-indigo-700 py-14" aria-label="Newsletter">
        <div className="mx-auto max-w-2xl px-4">
          <NewsletterBox
            source="home"
            tone="dark"
            title="Get weekly AI business tips"
            description={`Join 10,000+ subscribers. ${NEWSLETTER_FREQUENCY}, no spam, unsubscribe anytime.`}
          />
        </div>
      </section>
    </>
  );
}
