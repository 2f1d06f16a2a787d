// `.server`: holds the index with premium text.
import { buildSearchDocuments } from './search-documents.server';
import { createSearchIndex, type SearchIndex } from './search-index';
import type { SearchQuery, SearchResponse } from '../../common/search-schema';

let indexes: { everyone: SearchIndex; premium: SearchIndex } | undefined;

/** Built on first use (start-up warms it); readers without premium access get the index built without premium text. */
function getIndexes() {
  indexes ??= {
    everyone: createSearchIndex(buildSearchDocuments({ withPremium: false })),
    premium: createSearchIndex(buildSearchDocuments({ withPremium: true })),
  };
  return indexes;
}

export function searchSite(query: SearchQuery, hasPremiumAccess: boolean): SearchResponse {
  const { everyone, premium } = getIndexes();
  return (hasPremiumAccess ? premium : everyone).search(query);
}

export function warmSearchIndex(): void {
  getIndexes();
}
