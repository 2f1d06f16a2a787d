import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import type { SearchQuery, SearchResponse, SearchResult, SearchType, TextPart } from '../../common/search-schema';
import { SEARCH_TYPES } from '../../common/search-schema';
import type { SearchDocument } from './search-documents.server';

const SNIPPET_LENGTH = 180;

export interface SearchIndex {
  search(query: SearchQuery): SearchResponse;
  size: number;
}

/**
 * Full-text index over the site's content (MiniSearch): prefix matching, typo tolerance on longer
 * words, titles weighted above bodies, all terms required first and any term as a fallback.
 */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const mini = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: [],
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length >= 2,
      // Up to one edit for words of 4+ letters, two for 8+ ("automaton" → "automation").
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
    },
  });
  mini.addAll(documents as SearchDocument[]);

  return {
    size: documents.length,
    search(query) {
      let hits = mini.search(query.q, { combineWith: 'AND' });
      if (hits.length === 0) hits = mini.search(query.q, { combineWith: 'OR' });

      const matched = hits
        .map((hit) => ({ hit, doc: byId.get(String(hit.id))! }))
        .filter(({ doc }) => doc !== undefined);
      const counts = countResults(matched.map((m) => m.doc));
      const filtered = matched.filter(({ doc }) => (!query.type || doc.type === query.type) && (!query.tier || doc.tier === query.tier));
      const sorted = sortResults(filtered, query.sort);
      return {
        query: query.q,
        total: filtered.length,
        counts,
        results: sorted.slice(0, query.limit).map(({ hit, doc }) => toResult(doc, hit)),
      };
    },
  };
}

function countResults(docs: readonly SearchDocument[]): SearchResponse['counts'] {
  const counts = { all: docs.length, free: 0, premium: 0 } as SearchResponse['counts'];
  for (const type of SEARCH_TYPES) counts[type] = 0;
  for (const doc of docs) {
    counts[doc.type as SearchType] += 1;
    counts[doc.tier] += 1;
  }
  return counts;
}

function sortResults<T extends { hit: MiniResult; doc: SearchDocument }>(items: T[], sort: SearchQuery['sort']): T[] {
  const copy = [...items];
  if (sort === 'newest') copy.sort((a, b) => (b.doc.date ?? '').localeCompare(a.doc.date ?? '') || b.hit.score - a.hit.score);
  else if (sort === 'shortest') copy.sort((a, b) => (a.doc.minutes ?? Infinity) - (b.doc.minutes ?? Infinity) || b.hit.score - a.hit.score);
  else copy.sort((a, b) => b.hit.score - a.hit.score);
  return copy;
}

function toResult(doc: SearchDocument, hit: MiniResult): SearchResult {
  const terms = hit.terms;
  return {
    id: doc.id,
    type: doc.type,
    tier: doc.tier,
    title: highlight(doc.title, terms),
    snippet: highlight(snippet(doc.summary, terms), terms),
    href: doc.href,
    context: doc.context,
    minutes: doc.minutes,
    date: doc.date,
    score: Math.round(hit.score * 100) / 100,
  };
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function termPattern(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  if (!usable.length) return null;
  // Matched index terms are whole words of the document (prefix/fuzzy already resolved): mark whole words.
  return new RegExp(`(?<![\\p{L}\\p{N}])(${usable.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** The part of `text` around the first matched term, cut at word boundaries. */
export function snippet(text: string, terms: readonly string[]): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= SNIPPET_LENGTH) return clean;
  const pattern = termPattern(terms);
  const index = pattern ? clean.search(pattern) : -1;
  const start = index <= 40 ? 0 : clean.lastIndexOf(' ', index - 40) + 1;
  const end = Math.min(clean.length, clean.indexOf(' ', start + SNIPPET_LENGTH) === -1 ? clean.length : clean.indexOf(' ', start + SNIPPET_LENGTH));
  return `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`;
}

export function highlight(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termPattern(terms);
  if (!pattern) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
