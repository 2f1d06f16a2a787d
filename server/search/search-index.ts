import MiniSearch, { type Query, type SearchResult as MiniResult } from 'minisearch';
import { SEARCH_TYPES } from '../../common/search-schema';
import type { SearchQuery, SearchResponse, SearchResult, SearchType, TextPart } from '../../common/search-schema';
import type { SearchDocument } from './search-documents';

const SNIPPET_LENGTH = 180;

/*
 * What one query may cost. Each term is looked up, and prefix and typo matching expand it into every
 * indexed word it could stand for: a query of dozens of two-letter words expanded into thousands and took
 * 25 ms in-process (50–70 ms and 100 KB over HTTP). So only the first MAX_QUERY_TERMS distinct words are
 * searched (as web search engines ignore words past a limit), each cut to MAX_TERM_LENGTH characters, and
 * only the MAX_EXPANDED_TERMS longest get prefix and typo matching: long words are the informative ones and
 * expand into few words, while a two-letter prefix matches hundreds. The result count is capped by the
 * schema's `limit`.
 */
export const MAX_QUERY_TERMS = 8;
export const MAX_TERM_LENGTH = 40;
export const MAX_EXPANDED_TERMS = 4;
/**
 * Prefix matching from three letters ("aut" → "automation"); typo tolerance from four letters (one
 * letter wrong, missing, added, or two neighbours swapped: Damerau–Levenshtein distance 1) and from
 * eight (two edits).
 */
const MIN_PREFIX_LENGTH = 3;
const MIN_TYPO_LENGTH = 4;
/** A word found through a swap counts as much as one found through another typo (MiniSearch's fuzzy weight). */
const SWAP_WEIGHT = 0.45;
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The words of a query that are searched: lower-cased, distinct, at most MAX_QUERY_TERMS, each at most MAX_TERM_LENGTH long. */
export function queryTerms(q: string): string[] {
  const terms = tokenize(q)
    .map((term) => Array.from(term.toLowerCase()).slice(0, MAX_TERM_LENGTH).join(''))
    .filter((term) => term.length > 0);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

export interface SearchIndex {
  search(query: SearchQuery): SearchResponse;
  size: number;
}

/**
 * Full-text index over the site's content (MiniSearch): prefix matching, typo tolerance on longer
 * words, titles weighted above bodies, all terms required first and any term as a fallback.
 * A query's cost is bounded: see MAX_QUERY_TERMS.
 */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const byId = new Map(documents.map((d) => [d.id, d]));
  // Every word of the index, for the swapped-letter variants of a query word that exist (MiniSearch's own
  // fuzzy matching counts a swap as two edits).
  const vocabulary = new Set(documents.flatMap((d) => [...tokenize(d.title), ...tokenize(d.text)].map((w) => w.toLowerCase())));
  const mini = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: [],
    searchOptions: { boost: { title: 3 } },
  });
  mini.addAll(documents as SearchDocument[]);

  return {
    size: documents.length,
    search(query) {
      const terms = queryTerms(query.q);
      const expanded = new Set([...terms].sort((a, b) => b.length - a.length).slice(0, MAX_EXPANDED_TERMS));
      const options = {
        prefix: (term: string) => expanded.has(term) && term.length >= MIN_PREFIX_LENGTH,
        // "pricng" → "pricing", "automaton" → "automation".
        fuzzy: (term: string) => (!expanded.has(term) ? false : term.length >= 8 ? 2 : term.length >= MIN_TYPO_LENGTH ? 1 : false),
      };
      // Each word, or ("pirce" → "price") an indexed word it becomes with two neighbouring letters swapped.
      const wordQuery = (term: string): Query => {
        const swaps = expanded.has(term) && term.length >= MIN_TYPO_LENGTH ? swappedVariants(term).filter((w) => vocabulary.has(w)) : [];
        if (swaps.length === 0) return term;
        return {
          combineWith: 'OR',
          queries: [term, { combineWith: 'OR', queries: swaps, prefix: true, fuzzy: false, boostTerm: () => SWAP_WEIGHT }],
        };
      };
      const allWords = (combineWith: 'AND' | 'OR'): Query => ({ combineWith, queries: terms.map(wordQuery) });
      let hits = terms.length ? mini.search(allWords('AND'), options) : [];
      if (hits.length === 0 && terms.length > 1) hits = mini.search(allWords('OR'), options);

      const matched = hits.map((hit) => ({ hit, doc: byId.get(String(hit.id))! })).filter(({ doc }) => doc !== undefined);
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

/** The words made by swapping two neighbouring letters of `term` (each distinct, none equal to it). */
export function swappedVariants(term: string): string[] {
  const letters = Array.from(term);
  const variants = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    variants.add(swapped.join(''));
  }
  return [...variants];
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
  const end = Math.min(
    clean.length,
    clean.indexOf(' ', start + SNIPPET_LENGTH) === -1 ? clean.length : clean.indexOf(' ', start + SNIPPET_LENGTH),
  );
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
