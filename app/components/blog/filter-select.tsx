import { Button } from '~/components/ui/button';
import { BLOG_SORTS, READING_TIMES, type BlogListingQuery, type BlogSort, type ReadingTime } from '../../../common/blog-listing';

/** A labelled select of the blog's filter bar; `form` ties it to the search form in the hero. */
function FilterSelect<T extends string>({
  id,
  label,
  name,
  form,
  value,
  options,
}: {
  id: string;
  label: string;
  name: string;
  form: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        form={form}
        defaultValue={value}
        // The enhancement module submits the form on change.
        data-autosubmit=""
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 sm:text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The blog's filter bar: category, sort and reading time, tied to the search form `form`. The enhancement
 * module submits the form on change and hides the Apply button; without JavaScript the button does.
 */
export function BlogFilterBar({
  form,
  query,
  categories,
}: {
  form: string;
  query: BlogListingQuery;
  categories: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
      <FilterSelect id="blog-category" name="category" label="Category" form={form} value={query.category} options={categories} />
      <FilterSelect<BlogSort> id="blog-sort" name="sort" label="Sort By" form={form} value={query.sort} options={BLOG_SORTS} />
      <FilterSelect<ReadingTime> id="blog-time" name="time" label="Reading Time" form={form} value={query.time} options={READING_TIMES} />
      <Button type="submit" form={form} variant="outline" data-autosubmit-fallback="">
        Apply
      </Button>
    </div>
  );
}
