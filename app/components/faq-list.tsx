import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '~/lib/cn';

/**
 * Without JavaScript every answer shows and the toggles' chevrons hide (a control that does nothing is
 * not shown, DESIGN §7.10). In Tailwind's `base` layer, where the preflight's `[hidden]` rule is.
 */
const NO_SCRIPT_STYLE = '@layer base{.faq-answer[hidden]{display:block!important}}.faq-chevron{display:none!important}';

/**
 * Questions whose answers open in place. Each question is a button that states whether its answer is
 * open (aria-expanded) and shows it with a chevron that turns, not an arrow that reads as a link.
 * Every answer is in the server's HTML, for visitors without JavaScript and for search engines.
 */
export function FaqList({ title, items }: { title: string; items: ReadonlyArray<{ q: string; a: string }> }) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div>
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {items.map((item, index) => {
          const expanded = open.has(index);
          const answerId = `${id}-answer-${index}`;
          return (
            <li key={item.q}>
              <h4>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600"
                >
                  {item.q}
                  <span
                    className="faq-chevron flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600"
                    aria-hidden
                  >
                    <ChevronDown className={cn('size-4 transition-transform motion-reduce:transition-none', expanded && 'rotate-180')} />
                  </span>
                </button>
              </h4>
              <div id={answerId} hidden={!expanded} className="faq-answer px-4 pb-4 text-slate-700">
                <p>{item.a}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
