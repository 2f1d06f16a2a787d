import { MessageCircle, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { groupByTopic, topicId } from './help-filter';
import type { HelpQuestion } from '../../../content/help/help-schema';

/**
 * Every help question grouped by topic, each answer always in the page under its own anchor (`/help#<id>`),
 * so a link from the site search or the home page lands on the answer, with or without JavaScript.
 * The filter is a GET form (it works without JavaScript); with JavaScript it filters as the visitor types.
 */
export function HelpCenter({ questions, initialQuery }: { questions: readonly HelpQuestion[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const groups = useMemo(() => groupByTopic(questions, query), [questions, query]);
  const shown = groups.reduce((sum, group) => sum + group.questions.length, 0);

  return (
    <>
      <Form method="get" role="search" className="mt-8 flex flex-col gap-2 sm:flex-row" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="help-filter" className="sr-only">
          Filter the help questions
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <input
            id="help-filter"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Filter questions, e.g. pricing, refund, ChatGPT"
            aria-describedby="help-filter-count"
            // On the reading page (no React) the enhancement module filters as the visitor types (app/enhance/enhance.ts).
            data-live-filter="help-topics"
            data-live-filter-status="help-filter-count"
            maxLength={100}
            className="ui-input h-11 pl-9"
          />
        </div>
        <Button type="submit" variant="outline" className="h-11">
          Filter
        </Button>
      </Form>
      <p id="help-filter-count" role="status" className="mt-2 text-sm text-slate-600">
        {query.trim() ? `${shown} of ${questions.length} questions match.` : `${questions.length} questions in ${groups.length} topics.`}
      </p>

      {groups.length > 0 ? (
        <nav aria-label="Topics" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.topic}>
                <a
                  href={`#${topicId(group.topic)}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-blue-400 hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  {group.topic}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-700">
          No question matches “{query}”. Try another word, or{' '}
          <Link to="/contact" className="font-semibold text-blue-700 underline">
            ask us directly
          </Link>
          .
        </p>
      )}

      <div id="help-topics" className="mt-8 flex flex-col gap-10">
        {groups.map((group) => (
          <section key={group.topic} aria-labelledby={topicId(group.topic)} data-filter-group="">
            <h2 id={topicId(group.topic)} className="scroll-mt-24 text-xl font-bold text-slate-900">
              {group.topic}
            </h2>
            <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
              {group.questions.map((question) => (
                <article
                  key={question.id}
                  id={question.id}
                  data-filter-item=""
                  aria-labelledby={`${question.id}-q`}
                  className="scroll-mt-24 p-5 target:bg-blue-50"
                >
                  <h3 id={`${question.id}-q`} className="text-base font-semibold text-slate-900">
                    <a href={`#${question.id}`} className="hover:text-blue-700 hover:underline">
                      {question.question}
                    </a>
                  </h3>
                  {/* data-answer and data-related: the home page's help widget shows these with the enhancement module (app/enhance/enhance.ts). */}
                  <div className="mt-2 space-y-3 leading-relaxed text-slate-700" data-answer="">
                    {question.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                  <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1" data-related="">
                    {question.relatedLinks.map((link) => (
                      <li key={link.url}>
                        <Link to={link.url} className="text-sm font-medium text-blue-700 underline-offset-4 hover:underline">
                          {link.text}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </article>
              ))}
            </div>
          </section>
        ))}
      </div>

      <aside aria-labelledby="still-stuck" className="mt-12 rounded-xl border border-blue-200 bg-blue-50 p-6 text-center">
        <h2 id="still-stuck" className="text-xl font-bold text-slate-900">
          Still stuck?
        </h2>
        <p className="mt-2 text-slate-700">Write to us and a person will answer by email, usually within two working days.</p>
        <Button asChild className="mt-4">
          <Link to="/contact">
            <MessageCircle className="size-4" aria-hidden /> Contact us
          </Link>
        </Button>
      </aside>
    </>
  );
}
