import { SpriteIcon } from '~/components/sprite-icon';

/**
 * Questions whose answers open in place: each a `<details>`, which the browser opens from a click or the
 * keyboard, reports as expanded or collapsed, and opens for find-in-page, with no script (the home page,
 * where it lives, runs none: DESIGN §12). The chevron turns; it is not an arrow that reads as a link.
 * Every answer is in the server's HTML, for search engines too.
 */
export function FaqList({ title, items }: { title: string; items: ReadonlyArray<{ q: string; a: string }> }) {
  return (
    <div>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.q}>
            <details className="group">
              <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600 [&::-webkit-details-marker]:hidden">
                {item.q}
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600" aria-hidden>
                  <SpriteIcon
                    name="chevron-down"
                    className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </span>
              </summary>
              <div className="px-4 pb-4 text-slate-700">
                <p>{item.a}</p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
