import { z } from 'zod';
import { SEARCH_SORTS, SEARCH_TYPES } from './search-types';
import { textField } from './validation';

// The types and constants live in search-types.ts (no zod), so the search page's browser code stays small.
export { SEARCH_SORTS, SEARCH_TYPES } from './search-types';
export type { SearchResponse, SearchResult, SearchSort, SearchType, TextPart } from './search-types';

export const MAX_SEARCH_LIMIT = 50;

/** GET /api/search and the /search page's query string. */
export const searchQuerySchema = z.object({
  q: textField('q').trim().min(1, 'q must be 1 to 200 characters').max(200, 'q must be 1 to 200 characters'),
  type: z.enum(SEARCH_TYPES, { message: `type must be one of ${SEARCH_TYPES.join(', ')}` }).optional(),
  tier: z.enum(['free', 'premium'], { message: 'tier must be free or premium' }).optional(),
  sort: z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
  // At most 50 results, as the search page shows: every result carries a highlighted snippet, and 100 of them made 100 KB answers.
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 50')
    .max(MAX_SEARCH_LIMIT, 'limit must be 1 to 50')
    .default(MAX_SEARCH_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
