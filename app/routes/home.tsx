import { ArrowRight, BookOpen, Crown, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../common/site';
import { Button } from '~/components/ui/button';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: `${SITE_NAME} — Build income with AI, no technical skills needed` },
  {
    name: 'description',
    content: 'Learn to build an AI-powered business step by step: a free starter course, 25+ business ideas with ready prompts, and a premium course for £9.99.',
  },
];

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
            Join 2,000+ students learning to earn with AI
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Build an AI-powered business — without writing a line of code
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Practical lessons, ready-to-use prompts and step-by-step action items that take you from your first AI tool to
            your first paying client.
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
              <Link to="/business-ideas">
                <Lightbulb aria-hidden /> Browse Business Ideas
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-2" aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="sr-only">
          Courses
        </h2>
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wide text-green-700">Free</p>
          <h3 className="mt-2 text-2xl font-bold">AI Business Starter Course</h3>
          <p className="mt-3 text-slate-600">
            Five short modules: the AI tools that matter, ChatGPT for real business tasks, your first automation and AI content
            creation. Free with an account.
          </p>
          <Link to="/course/free" className="mt-6 inline-flex items-center gap-2 font-semibold text-blue-700 hover:underline">
            View the free course <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <div className="rounded-2xl border border-amber-300 bg-gradient-to-br from-amber-50 to-orange-50 p-8 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">Premium · £9.99 one-time</p>
          <h3 className="mt-2 text-2xl font-bold">AI Business Mastery</h3>
          <p className="mt-3 text-slate-700">
            Six advanced modules on workflows, revenue, content systems, lead generation and scaling, plus the AI Strategy
            Generator. Lifetime access and a 30-day money-back guarantee.
          </p>
          <Link to="/course/premium" className="mt-6 inline-flex items-center gap-2 font-semibold text-amber-900 hover:underline">
            See what's inside <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </section>
    </>
  );
}
