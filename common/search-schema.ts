import { z } from 'zod';
import { textField } from './validation';

export const SEARCH_TYPES = ['lesson', 'module', 'resource', 'article', 'idea', 'help'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_SORTS = ['relevance', 'newest', 'shortest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const MAX_SEARCH_LIMIT = 50;

/** GET /api/search and the /search page's query string. */
export const searchQuerySchema = z.object({
  q: textField('q').trim().min(1, 'q must be 1 to 200 characters').max(200, 'q must be 1 to 200 characters'),
  type: z.enum(SEARCH_TYPES, { message: `type must be one of ${SEARCH_TYPES.join(', ')}` }).optional(),
  tier: z.enum(['free', 'premium'], { message: 'tier must be free or premium' }).optional(),
  sort: z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
  // At most 50 results, as the search page shows: every result carries a highlighted snippet, and 100 of them made 100 KB answers.
  limit: z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be 1 to 50').max(MAX_SEARCH_LIMIT, 'limit must be 1 to 50').default(MAX_SEARCH_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A piece of text, marked when it matched the query (rendered as <mark>, never as HTML). */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface SearchResult {
  id: string;
  type: SearchType;
  tier: 'free' | 'premium';
  title: TextPart[];
  snippet: TextPart[];
  href: string;
  /** e.g. the course or the category. */
  context: string;
  /** Minutes, where the item has a length (lessons, modules, articles). */
  minutes: number | null;
  /** YYYY-MM-DD, where the item has a date (articles). */
  date: string | null;
  score: number;
}

export interface SearchResponse {
  query: string;
  total: number;
  counts: Record<SearchType | 'all' | 'free' | 'premium', number>;
  results: SearchResult[];
}
