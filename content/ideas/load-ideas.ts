import { z } from 'zod';
import { ideaSchema, type Idea } from './idea-schema';
import { IDEAS } from './ideas';

/**
 * The business ideas, validated when this module loads.
 *
 * Server-only: this module holds the premium ideas' text, so nothing the browser bundle imports may
 * import it (DESIGN.md §2, §4). The page reaches it through server/ideas/ideas-page.server.ts.
 */

/**
 * Parses every idea and checks the collection as a whole (unique ids and titles); throws one error
 * naming the position and id of the first problem. Keeps the authored order.
 */
export function validateIdeas(data: readonly unknown[]): Idea[] {
  const ideas: Idea[] = [];
  const ids = new Set<string>();
  const titles = new Set<string>();
  data.forEach((entry, index) => {
    const parsed = ideaSchema.safeParse(entry);
    if (!parsed.success) {
      const id = typeof entry === 'object' && entry !== null && 'id' in entry ? String((entry as { id: unknown }).id) : '(no id)';
      throw new Error(`Invalid business idea #${index + 1} in content/ideas/ideas.ts (id: ${id}):\n${z.prettifyError(parsed.error)}`);
    }
    const idea = parsed.data;
    if (ids.has(idea.id)) throw new Error(`Duplicate business idea id "${idea.id}" in content/ideas/ideas.ts`);
    const title = idea.title.toLowerCase();
    if (titles.has(title)) throw new Error(`Duplicate business idea title "${idea.title}" in content/ideas/ideas.ts`);
    ids.add(idea.id);
    titles.add(title);
    ideas.push(idea);
  });
  return ideas;
}

/** Every idea, free ones first as authored. Validated once, at module load: bad content fails start-up and the tests. */
export const ALL_IDEAS: readonly Idea[] = Object.freeze(validateIdeas(IDEAS));

export function loadIdeas(): readonly Idea[] {
  return ALL_IDEAS;
}
