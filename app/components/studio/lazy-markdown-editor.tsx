import { lazy, Suspense, useId } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import type { MarkdownEditorProps } from './markdown-editor';

// TipTap and ProseMirror (~100 KiB gzip) load when an editing page is shown, never in a first load (DESIGN §12).
const MarkdownEditor = lazy(() => import('./markdown-editor'));

/**
 * The Markdown text of an item: the rich-text editor once its code is here, and until then (on the server, before
 * hydration, while it downloads) a plain Markdown textarea holding the same text, so the page is readable and
 * its text is never hidden behind a spinner.
 */
export function LazyMarkdownEditor(props: MarkdownEditorProps & { name: string }) {
  const hydrated = useHydrated();
  const hintId = useId();
  const fallback = (
    <textarea
      name={props.name}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      defaultValue={props.initialMarkdown}
      readOnly
      rows={16}
      className="block w-full rounded-md border border-slate-300 bg-white p-3 font-mono text-sm text-slate-900"
    />
  );
  if (!hydrated) return fallback;
  return (
    <Suspense
      fallback={
        <div aria-describedby={hintId}>
          {fallback}
          <p id={hintId} role="status" className="mt-1 text-sm text-slate-700">
            Loading the editor…
          </p>
        </div>
      }
    >
      <MarkdownEditor {...props} />
    </Suspense>
  );
}
