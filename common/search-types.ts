// What the search page shows and the API answers, without zod (the page's browser code imports it).
// 'template': the premium member area's templates, in the index built for members only (server/search/search-documents.ts).
export const SEARCH_TYPES = ['lesson', 'module', 'resource', 'article', 'idea', 'help', 'template'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_SORTS = ['relevance', 'newest', 'shortest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type SearchTier = 'free' | 'premium';

/** A piece of text, marked when it matched the query (rendered as <mark>, never as HTML). */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface SearchResult {
  id: string;
  type: SearchType;
  tier: SearchTier;
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

/**
 * A result as the search page receives it: the title and snippet as plain and matched pieces in turn, starting
 * with a plain one (maybe empty), which is smaller in the page's data than one object per piece.
 */
export interface PageSearchResult extends Omit<SearchResult, 'id' | 'score' | 'date' | 'title' | 'snippet'> {
  title: string[];
  snippet: string[];
}

/** TextPart[] → plain and matched pieces in turn (see PageSearchResult). */
export function alternatingPieces(parts: TextPart[]): string[] {
  const pieces: string[] = [];
  for (const part of parts) {
    const nextIsMatch = pieces.length % 2 === 1;
    if (part.match === nextIsMatch) pieces.push(part.text);
    else if (pieces.length === 0) pieces.push('', part.text);
    else pieces[pieces.length - 1] += part.text;
  }
  return pieces;
}
