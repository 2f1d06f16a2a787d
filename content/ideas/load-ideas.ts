import { z } from 'zod';
import { contentSlot } from '../content-slot';
import { contentDir, readYamlFolder, type ContentFile } from '../read-content';
import { ideaSchema, type Idea } from './idea-schema';

/**
 * The business ideas: one YAML file per idea in this folder, named `<NN>-<id>.yaml`; NN is the idea's place on
 * the page (free ideas first). Read and validated when this module loads: bad content fails start-up and the tests.
 *
 * Server-only: the files hold the premium ideas' text, so nothing the browser bundle imports may import this
 * module (DESIGN.md §2, §4). The page reaches it through server/ideas/load-ideas-page.ts.
 */

const FILE_PATTERN = /^(\d{2,3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.yaml$/;

/**
 * Parses every idea and checks the collection as a whole (file names, unique ids and titles); throws one error
 * naming the file and id of the first problem. Keeps the order of the files.
 */
export function validateIdeas(files: readonly ContentFile[]): Idea[] {
  const ideas: Idea[] = [];
  const ids = new Set<string>();
  const titles = new Set<string>();
  for (const { file, data } of files) {
    const where = `content/ideas/${file}`;
    const parsed = ideaSchema.safeParse(data);
    if (!parsed.success) {
      const id = typeof data === 'object' && data !== null && 'id' in data ? String((data as { id: unknown }).id) : '(no id)';
      throw new Error(`Invalid business idea in ${where} (id: ${id}):\n${z.prettifyError(parsed.error)}`);
    }
    const idea = parsed.data;
    const match = FILE_PATTERN.exec(file);
    if (!match || match[2] !== idea.id) {
      throw new Error(`${where} (id: ${idea.id}): the file name must be <NN>-${idea.id}.yaml, NN its place on the page`);
    }
    if (ids.has(idea.id)) throw new Error(`Duplicate business idea id "${idea.id}" in ${where}`);
    const title = idea.title.toLowerCase();
    if (titles.has(title)) throw new Error(`Duplicate business idea title "${idea.title}" in ${where}`);
    ids.add(idea.id);
    titles.add(title);
    ideas.push(idea);
  }
  return ideas;
}

/** The idea files of content/ideas, in page order. */
export function readIdeaFiles(dir = contentDir(import.meta.url, 'ideas', '.yaml')): ContentFile[] {
  return readYamlFolder(dir, 'content/ideas');
}

function filesIdeas(): readonly Idea[] {
  return Object.freeze(validateIdeas(readIdeaFiles()));
}

/**
 * The ideas of the files, in page order, for the tests. Not what the site shows (that is `loadIdeas()`); marked
 * pure so that the server's bundles, which never use it, drop it and hold no second copy of the ideas.
 */
export const ALL_IDEAS: readonly Idea[] = /* @__PURE__ */ filesIdeas();

const ideaSlot = contentSlot<readonly Idea[]>('ideas', filesIdeas);

/**
 * Every published idea, in page order (free ones first): once the site runs, the published rows of
 * `content_items` (server/content-store/), replaced when one changes; before that, the files.
 */
export function loadIdeas(): readonly Idea[] {
  return ideaSlot.get();
}

/** Installs the ideas the site shows from now on, in page order (the content store's swap point). */
export function replaceIdeas(ideas: readonly Idea[]): void {
  ideaSlot.set(Object.freeze([...ideas]));
}
