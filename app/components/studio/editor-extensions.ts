import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';
import type { AnyExtension } from '@tiptap/core';

/**
 * What the studio's editor can hold: exactly what the site's renderer (server/blog/render-markdown.ts, marked
 * with GFM) draws from Markdown, so nothing typed in the studio is lost on save. Headings, lists, quotes, code,
 * links, strike-through, rules, tables and images. No underline (Markdown has none) and no callout node: the
 * renderer has no callout syntax, so a callout is a quote (docs/decisions/026c-studio-editor.md).
 * Shared by the editor and the round-trip test, so the test checks the editor's own schema.
 */
export function editorExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      underline: false,
      heading: { levels: [2, 3, 4] },
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false, allowBase64: false }),
    Markdown.configure({ indentation: { style: 'space', size: 2 } }),
  ];
}
