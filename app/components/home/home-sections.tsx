import { ArrowRight, BookOpen, Bot, Palette, Search, Sparkles, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { FaqList } from '~/components/faq-list';
import { SpriteIcon } from '~/components/sprite-icon';
import { TestimonialCard, type Testimonial } from '~/components/testimonial-card';
import { formatMinutes } from '../../../common/format';
import type { FaqGroup } from '../../../content/faq/home-faq';

const TOOLS = [
  { icon: Bot, name: 'ChatGPT, Claude & Gemini', use: 'Write, research, plan and draft client work in minutes.' },
  { icon: Workflow, name: 'Zapier & Make', use: 'Connect your apps so enquiries, invoices and follow-ups run themselves.' },
  { icon: Palette, name: 'Canva & image tools', use: 'Design social posts, thumbnails and lead magnets without a designer.' },
  { icon: Search, name: 'Perplexity', use: 'Research markets and competitors with sources you can check.' },
  { icon: BookOpen, name: 'Notion AI', use: 'Keep prompts, SOPs and client notes in one organised place.' },
  { icon: Sparkles, name: 'ElevenLabs & Descript', use: 'Produce voice-overs and edit audio or video by editing text.' },
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

type HomeModule = { title: string; minutes: number };

/** Each course's own modules with their durations, summed from its lessons by the loader (the lesson text stays on the server). */
export function CourseModules({ modules }: { modules: { free: readonly HomeModule[]; premium: readonly HomeModule[] } }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="modules-heading">
      <SectionHeading id="modules-heading" eyebrow="What you'll learn" title="From first prompt to a business that scales" />
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {[
          { title: 'Starter course (free)', modules: modules.free, href: '/course/free' },
          { title: 'Premium course', modules: modules.premium, href: '/course/premium' },
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
                    <SpriteIcon name="clock" className="size-3.5" /> {formatMinutes(module.minutes)}
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

/** Reviews learners agreed to have featured; nothing at all until there is one (no invented praise, DESIGN §12). */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section className="bg-white py-16" aria-labelledby="testimonials-heading">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="testimonials-heading" eyebrow="Students" title="What learners say" />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} className="bg-slate-50" />
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

/** The home page's questions (content/faq/home-faq.json), as its loader fills them (server/help/help-questions.ts). */
export function HomeFaq({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <section className="bg-white py-16" aria-labelledby="faq-heading">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {groups.map((group) => (
            <FaqList key={group.title} title={group.title} items={group.items} />
          ))}
        </div>
      </div>
    </section>
  );
}
