// `.server`: holds the index with premium text.
import { loadIdeas } from '../../content/ideas/load-ideas';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { getArticles } from '../blog/article-collection';
import { currentDripRules } from '../drip/drip-rules';
import { getHelpQuestions } from '../help/help-questions';
import { buildSearchDocuments } from './search-documents';
import { createSearchIndex, type SearchIndex } from './search-index';
import type { SearchQuery, SearchResponse } from '../../common/search-schema';

let indexes: { everyone: SearchIndex; premium: SearchIndex; sources: readonly unknown[] } | undefined;

/** The collections the index is built from; any of them replaced (a publish, server/content-store/) means a rebuild. */
function contentSources(): readonly unknown[] {
  return [getArticles(), loadIdeas(), getHelpQuestions(), allLessons(), currentDripRules()];
}

/**
 * Built on first use (start-up warms it) and again after the content changed (the content store warms it then);
 * readers without premium access get the index built without premium text.
 */
function getIndexes() {
  const sources = contentSources();
  if (!indexes || indexes.sources.some((source, i) => source !== sources[i])) {
    indexes = {
      everyone: createSearchIndex(buildSearchDocuments({ withPremium: false })),
      premium: createSearchIndex(buildSearchDocuments({ withPremium: true })),
      sources,
    };
  }
  return indexes;
}

export function searchSite(query: SearchQuery, hasPremiumAccess: boolean): SearchResponse {
  const { everyone, premium } = getIndexes();
  return (hasPremiumAccess ? premium : everyone).search(query);
}

export function warmSearchIndex(): void {
  getIndexes();
}
