import { ArrowRight, Building2, Clock, Lightbulb, TrendingUp, Wrench } from 'lucide-react';
import type { LessonView } from '../../../content/lessons/lesson-view';

type Section = LessonView['sections'][number];

const difficultyClass: Record<string, string> = {
  Beginner: 'bg-green-100 text-green-800',
  Intermediate: 'bg-yellow-100 text-yellow-900',
  Advanced: 'bg-red-100 text-red-800',
};

function Difficulty({ level }: { level: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${difficultyClass[level] ?? 'bg-slate-100 text-slate-700'}`}>
      {level}
    </span>
  );
}

export function LessonSection({ section, index }: { section: Section; index: number }) {
  const headingId = `section-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <p className="text-sm font-semibold text-blue-700">Section {index + 1}</p>
      <h2 id={headingId} tabIndex={-1} className="mt-1 text-xl font-bold text-slate-900 outline-none sm:text-2xl">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-800">
        {section.content.map((paragraph) => (
          <p key={paragraph.slice(0, 60)}>{paragraph}</p>
        ))}
      </div>

      {section.examples ? (
        <div className="mt-6">
          <h3 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-700">
            <Building2 className="size-4" aria-hidden /> Examples
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {section.examples.map((example) => (
              <li key={example.company} className="rounded-xl border border-blue-100 bg-blue-50/60 p-4">
                <p className="font-semibold text-slate-900">{example.company}</p>
                <p className="mt-1 text-sm text-slate-700">{example.use}</p>
                <p className="mt-2 text-sm text-slate-800">
                  <span className="font-medium">Impact:</span> {example.impact}
                </p>
                <p className="text-sm font-semibold text-green-800">{example.revenue}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {section.toolRecommendations ? (
        <div className="mt-6">
          <h3 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-700">
            <Wrench className="size-4" aria-hidden /> Recommended tools
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {section.toolRecommendations.map((tool) => (
              <li key={tool.name} className="rounded-xl border border-slate-200 p-4">
                <div className="flex items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">{tool.name}</p>
                  <Difficulty level={tool.difficulty} />
                </div>
                <p className="mt-1 text-sm text-slate-700">{tool.purpose}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
                  <dt className="text-slate-600">Cost</dt>
                  <dd className="text-slate-900">{tool.cost}</dd>
                  <dt className="text-slate-600">Potential</dt>
                  <dd className="text-green-800">{tool.monthlyRevenuePotential}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {section.profitOpportunities ? (
        <div className="mt-6">
          <h3 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-700">
            <TrendingUp className="size-4" aria-hidden /> Profit opportunities
          </h3>
          <ul className="mt-3 space-y-3">
            {section.profitOpportunities.map((o) => (
              <li
                key={o.opportunity}
                className="flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50/60 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="font-medium text-slate-900">{o.opportunity}</p>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="inline-flex items-center gap-1 text-slate-700">
                    <Clock className="size-3.5" aria-hidden /> {o.timeToImplement}
                  </span>
                  <span className="font-semibold text-green-800">{o.potentialMonthlyRevenue}</span>
                  <Difficulty level={o.difficulty} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {section.realWorldData ? (
        <div className="mt-6">
          <h3 id={`${headingId}-time-saved`} className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-700">
            <Clock className="size-4" aria-hidden /> Time saved with AI
          </h3>
          {/* On a phone five columns do not fit: each row becomes a card with its column names, so nothing is
              hidden off to the side. From the sm breakpoint the table fits; its region stays focusable so a
              keyboard user can scroll it should a long word still make it wider. */}
          <ul aria-labelledby={`${headingId}-time-saved`} className="mt-3 space-y-3 sm:hidden">
            {section.realWorldData.map((row) => (
              <li key={row.task} className="rounded-xl border border-slate-200 p-4 text-sm">
                <p className="font-semibold text-slate-900">{row.task}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-slate-600">Without AI</dt>
                  <dd className="text-slate-800">{row.timeWithoutAI}</dd>
                  <dt className="text-slate-600">With AI</dt>
                  <dd className="text-slate-800">{row.timeWithAI}</dd>
                  <dt className="text-slate-600">Improvement</dt>
                  <dd className="font-semibold text-green-800">{row.improvement}</dd>
                  <dt className="text-slate-600">Value</dt>
                  <dd className="text-slate-800">{row.hourlyValue}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <section
            aria-labelledby={`${headingId}-time-saved`}
            tabIndex={0}
            className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 sm:block"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Task
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Without AI
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    With AI
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Improvement
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Value
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {section.realWorldData.map((row) => (
                  <tr key={row.task}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {row.task}
                    </th>
                    <td className="px-3 py-2 text-slate-700">{row.timeWithoutAI}</td>
                    <td className="px-3 py-2 text-slate-700">{row.timeWithAI}</td>
                    <td className="px-3 py-2 font-semibold text-green-800">{row.improvement}</td>
                    <td className="px-3 py-2 text-slate-700">{row.hourlyValue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      ) : null}

      {section.framework ? (
        <div className="mt-6">
          <h3 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-700">
            <Lightbulb className="size-4" aria-hidden /> Framework
          </h3>
          <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {(['identify', 'implement', 'optimize', 'scale'] as const).map((step, i) => (
              <li key={step} className="rounded-xl border border-indigo-200 bg-indigo-50/60 p-4">
                <p className="flex items-center gap-1 font-bold capitalize text-indigo-900">
                  {i + 1}. {step} {i < 3 ? <ArrowRight className="size-3.5 max-sm:rotate-90" aria-hidden /> : null}
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-4 text-sm text-slate-800">
                  {section.framework![step].map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
