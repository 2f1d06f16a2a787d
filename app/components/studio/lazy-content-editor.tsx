import { lazyPart } from '~/lib/lazy-part';
import type { ContentEditorProps } from './content-editor';

/**
 * The editing page's body out of its first load (DESIGN §12: the framework and the site's shell leave about
 * 10 KiB of the 140 for a page): the server's HTML shows the item's fields until the code arrives, a moment
 * after the page (app/lib/lazy-part.tsx). The rich-text editor is a further step (lazy-markdown-editor.tsx).
 */
export const LazyContentEditor = lazyPart<ContentEditorProps>(() => import('./content-editor').then((module) => module.ContentEditor));
