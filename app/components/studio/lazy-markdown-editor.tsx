import { lazy, Suspense, useId, useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import type { MarkdownEditorProps } from './markdown-editor';

type PlainTextProps = MarkdownEditorProps & {
  name: string;
  hintId?: string;
  readOnly?: boolean;
  onFocusChange?: (focused: boolean) => void;
};

/**
 * The text as plain Markdown in a textarea: what the server's HTML shows (read-only: nothing listens to it yet),
 * and, once the page is live, a working editor until the rich one arrives (or in its place if its code cannot load).
 */
function PlainText({ name, labelledBy, describedBy, hintId, initialMarkdown, onChange, readOnly, onFocusChange }: PlainTextProps) {
  const described = [describedBy, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <textarea
      name={name}
      aria-labelledby={labelledBy}
      aria-describedby={described}
      rows={16}
      className="block w-full rounded-md border border-slate-300 bg-white p-3 font-mono text-sm text-slate-900"
      {...(readOnly
        ? { readOnly: true, defaultValue: initialMarkdown }
        : {
            value: initialMarkdown,
            onChange: (event) => onChange(event.target.value),
            onFocus: () => onFocusChange?.(true),
            onBlur: () => onFocusChange?.(false),
          })}
    />
  );
}

function EditorUnavailable(props: MarkdownEditorProps & { name?: string }) {
  const hintId = useId();
  return (
    <div>
      <PlainText {...props} name={props.name ?? 'body'} hintId={hintId} />
      <p id={hintId} role="alert" className="mt-1 text-sm text-red-700">
        The formatting tools could not load: you can still write Markdown here, or reload the page to get them.
      </p>
    </div>
  );
}

// TipTap and ProseMirror (~100 KiB gzip) load when an editing page is shown, never in a first load (DESIGN §12).
const MarkdownEditor = lazy(() => import('./markdown-editor').catch(() => ({ default: EditorUnavailable })));

/**
 * The Markdown text of an item: the rich-text editor once its code is here. Until then the same text is a plain
 * Markdown textarea, read-only in the server's HTML and editable once the page is live, so the owner can start
 * typing at once: what is typed there is the text the rich editor starts from, and if the textarea had the focus
 * the rich editor takes it (caret at the end) in the same step, so no key press falls between the two.
 */
export function LazyMarkdownEditor(props: MarkdownEditorProps & { name: string }) {
  const hydrated = useHydrated();
  const hintId = useId();
  const [typingInPlainText, setTypingInPlainText] = useState(false);
  if (!hydrated) return <PlainText {...props} readOnly />;
  return (
    <Suspense
      fallback={
        <div>
          <PlainText {...props} hintId={hintId} onFocusChange={setTypingInPlainText} />
          <p id={hintId} role="status" className="mt-1 text-sm text-slate-700">
            Loading the formatting tools… you can type Markdown here meanwhile.
          </p>
        </div>
      }
    >
      <MarkdownEditor {...props} focusOnStart={typingInPlainText} />
    </Suspense>
  );
}
