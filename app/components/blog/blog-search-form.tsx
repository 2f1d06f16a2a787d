import { Search } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';

/**
 * The blog's search box, a plain GET form (the blog is a document page, DESIGN §12). The filter selects
 * join this form through its `id`; `action` is where it goes.
 */
export function BlogSearchForm({ id, action, text }: { id: string; action: string; text: string }) {
  return (
    <form
      id={id}
      method="get"
      action={action}
      role="search"
      aria-label="Blog articles"
      className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
    >
      <label htmlFor="blog-search" className="sr-only">
        Search articles
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden />
        <Input
          id="blog-search"
          name="q"
          type="search"
          defaultValue={text}
          placeholder="Search articles, guides, case studies..."
          maxLength={100}
          autoComplete="off"
          className="h-12 pl-10 text-base sm:text-base"
        />
      </div>
      <Button type="submit" size="lg" variant="premium">
        Filter Results
      </Button>
    </form>
  );
}
