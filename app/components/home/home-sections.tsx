import { ArrowRight, BookOpen, Bot, Clock, Palette, Search, Sparkles, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { FaqList } from '~/components/faq-list';
import { TestimonialCard } from '~/components/testimonial-card';
import { TESTIMONIALS } from '../../../common/testimonials';
import { FREE_COURSE_OUTLINE, PREMIUM_COURSE_OUTLINE } from '../../../content/courses/courses';

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

export function SectionHeading({ eyebrow, title, text, id }: { eyebrow: string; title: string; text?: string; id: string }) {
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

export function CourseModules() {
  return (
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
  );
}

export function Testimonials() {
  return (
    <section className="bg-white py-16" aria-labelledby="testimonials-heading">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="testimonials-heading" eyebrow="Students" title="What learners say" />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} className="bg-slate-50" />
          ))}
        </div>
      </div>
    </section>
  );
}

export function AiTools() {
  return (
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
  );
}

export function HomeFaq() {
  return (
    <section className="bg-white py-16" aria-labelledby="faq-heading">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <FaqList title="About the courses" items={FAQ_COURSES} />
          <FaqList title="About earning with AI" items={FAQ_EARNING} />
        </div>
      </div>
    </section>
  );
}
