import { ArrowLeft, FileQuestion, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { BLOG_PATH } from '../../../common/blog-listing';

/** 'Article Not Found' and 'Invalid Blog URL' (spec 001 §8), with the blog search as a way on. */
export function ArticleProblem({ title, message, searchFor }: { title: string; message: string; searchFor?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <FileQuestion className="size-14 text-blue-600" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      {searchFor !== undefined ? (
        <form method="get" action={BLOG_PATH} role="search" aria-label="Blog articles" className="mt-8 w-full">
          <label htmlFor="missing-article-search" className="block text-sm font-medium text-slate-800">
            Try the blog search to find what you were looking for:
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <Input
              id="missing-article-search"
              name="q"
              type="search"
              defaultValue={searchFor}
              placeholder="Search articles, guides, case studies..."
              maxLength={100}
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden /> Search
            </Button>
          </div>
        </form>
      ) : null}
      <Button asChild className="mt-8">
        <Link to={BLOG_PATH}>
          <ArrowLeft aria-hidden /> Back to Blog
        </Link>
      </Button>
    </section>
  );
}
