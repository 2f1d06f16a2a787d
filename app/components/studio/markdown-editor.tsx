import { Selection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  MessageSquareQuote,
  Redo2,
  SquareCode,
  Strikethrough,
  Table2,
  Undo2,
} from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ImageDialog, LinkDialog } from './editor-dialogs';
import { editorExtensions } from './editor-extensions';
import { cleanPastedHtml } from './paste-cleanup';
import type { UploadedImage, ApiResult } from './content-api';

export interface MarkdownEditorProps {
  /** The id of the element that names the editor (its field label). */
  labelledBy: string;
  describedBy?: string;
  /** The Markdown it starts from; a new value remounts it (the page keys it), so typing never resets it. */
  initialMarkdown: string;
  onChange: (markdown: string) => void;
  /** Take the focus, caret at the end, as it appears (the owner was typing in its stand-in: lazy-markdown-editor.tsx). */
  focusOnStart?: boolean;
  uploadImage: (file: File) => Promise<ApiResult<UploadedImage>>;
}

/**
 * The studio's rich-text editor (issue 29): TipTap reading and writing the Markdown the site stores
 * (editor-extensions.ts). Loaded only when a page shows it (lazy-markdown-editor.tsx), never in a first load.
 * Markdown shortcuts while typing come with TipTap's nodes (`## `, `- `, `1. `, `> `, ``` and `**bold**`);
 * a paste from a document is tidied first (paste-cleanup.ts).
 */
export default function MarkdownEditor({
  labelledBy,
  describedBy,
  initialMarkdown,
  onChange,
  focusOnStart,
  uploadImage,
}: MarkdownEditorProps) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: initialMarkdown,
    contentType: 'markdown',
    // Only ever rendered in the browser (lazy-markdown-editor.tsx): the editor exists in the first render, so it is
    // on the page, with the focus when asked, in the same commit that takes its stand-in away.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'prose-article studio-editor min-h-80 max-w-none rounded-b-md border border-t-0 border-slate-300 bg-white px-4 py-3 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getMarkdown()),
  });
  useLayoutEffect(() => {
    if (!focusOnStart || !editor) return;
    editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
    editor.view.focus();
    // Only as it appears: later renders leave the focus where the owner puts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  if (!editor) return <div className="min-h-80 rounded-md border border-slate-300" aria-busy="true" />;
  return (
    <div>
      <Toolbar editor={editor} uploadImage={uploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  code: boolean;
  link: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * A toolbar by the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move between its buttons, each
 * named, marks and blocks saying whether they are on with aria-pressed.
 */
function Toolbar({ editor, uploadImage }: { editor: Editor; uploadImage: MarkdownEditorProps['uploadImage'] }) {
  const state = useEditorState<ToolState>({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const run = () => editor.chain().focus();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % buttons.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons[next]!.focus();
  };

  let index = 0;
  const tool = (label: string, icon: ReactNode, action: () => void, pressed?: boolean, disabled?: boolean) => {
    const own = index++;
    return (
      <button
        key={label}
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={pressed}
        disabled={disabled}
        tabIndex={own === focusIndex ? 0 : -1}
        onFocus={() => setFocusIndex(own)}
        onClick={action}
        className="inline-flex size-9 items-center justify-center rounded text-slate-800 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:opacity-40 aria-pressed:bg-blue-100 aria-pressed:text-blue-900"
      >
        {icon}
      </button>
    );
  };
  const separator = (key: string) => <span key={key} aria-hidden className="mx-1 h-6 w-px bg-slate-300" />;

  return (
    <>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="Formatting"
        aria-controls={undefined}
        onKeyDown={onKeyDown}
        className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-md border border-slate-300 bg-slate-50 p-1"
      >
        {tool('Heading', <Heading2 aria-hidden className="size-4" />, () => run().toggleHeading({ level: 2 }).run(), state.h2)}
        {tool('Subheading', <Heading3 aria-hidden className="size-4" />, () => run().toggleHeading({ level: 3 }).run(), state.h3)}
        {separator('s1')}
        {tool('Bold', <Bold aria-hidden className="size-4" />, () => run().toggleBold().run(), state.bold)}
        {tool('Italic', <Italic aria-hidden className="size-4" />, () => run().toggleItalic().run(), state.italic)}
        {tool('Strike-through', <Strikethrough aria-hidden className="size-4" />, () => run().toggleStrike().run(), state.strike)}
        {tool('Inline code', <Code aria-hidden className="size-4" />, () => run().toggleCode().run(), state.code)}
        {tool('Link', <Link2 aria-hidden className="size-4" />, () => setDialog('link'), state.link)}
        {separator('s2')}
        {tool('Bulleted list', <List aria-hidden className="size-4" />, () => run().toggleBulletList().run(), state.bulletList)}
        {tool('Numbered list', <ListOrdered aria-hidden className="size-4" />, () => run().toggleOrderedList().run(), state.orderedList)}
        {tool(
          'Quote or callout',
          <MessageSquareQuote aria-hidden className="size-4" />,
          () => run().toggleBlockquote().run(),
          state.blockquote,
        )}
        {tool('Code block', <SquareCode aria-hidden className="size-4" />, () => run().toggleCodeBlock().run(), state.codeBlock)}
        {tool('Table', <Table2 aria-hidden className="size-4" />, () => run().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run())}
        {tool('Image', <ImageIcon aria-hidden className="size-4" />, () => setDialog('image'))}
        {separator('s3')}
        {tool('Undo', <Undo2 aria-hidden className="size-4" />, () => run().undo().run(), undefined, !state.canUndo)}
        {tool('Redo', <Redo2 aria-hidden className="size-4" />, () => run().redo().run(), undefined, !state.canRedo)}
      </div>
      {dialog === 'link' ? (
        <LinkDialog
          initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => {
            setDialog(null);
            editor.commands.focus();
          }}
          onApply={(href) => {
            if (href) run().extendMarkRange('link').setLink({ href }).run();
            else run().extendMarkRange('link').unsetLink().run();
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'image' ? (
        <ImageDialog
          uploadImage={uploadImage}
          onClose={() => {
            setDialog(null);
            editor.commands.focus();
          }}
          onInsert={(src, alt) => {
            run().setImage({ src, alt }).run();
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}
