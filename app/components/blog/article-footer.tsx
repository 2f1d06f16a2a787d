import { ArrowRight, Lightbulb, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { BLOG_PATH, listingSearch } from '../../../common/blog-listing';

/** Below the article: its tags (each a blog search) and the call to the ideas and the courses. */
export function ArticleFooter({ tags }: { tags: readonly string[] }) {
  return (
    <footer className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-3">
      {/* An article may have no tags (issue 41): then no heading either. */}
      {tags.length > 0 ? (
        <div>
          <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Tag className="size-4" aria-hidden /> Tags
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${BLOG_PATH}${listingSearch({ q: tag })}`}
                  className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-blue-50 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section aria-labelledby="cta-heading" className="rounded-2xl bg-gradient-to-br from-blue-700 to-indigo-800 p-6 text-white sm:p-8">
        <h2 id="cta-heading" className="flex items-center gap-2 text-2xl font-bold">
          <Lightbulb className="size-6 text-amber-300" aria-hidden /> Ready to Start Your AI Business?
        </h2>
        <p className="mt-3 text-blue-100">
          Pick one idea that suits your skills and follow a step-by-step plan. Results depend on the work you put in, but with a clear plan
          you spend your time on clients, not guesswork.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="premium" size="lg">
            <Link to="/business-ideas" prefetch="intent">
              <Lightbulb aria-hidden /> View Business Ideas
            </Link>
          </Button>
          <Button asChild size="lg" className="bg-white text-blue-800 hover:bg-blue-50">
            <Link to="/courses" prefetch="intent">
              Explore Courses <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </section>
    </footer>
  );
}
