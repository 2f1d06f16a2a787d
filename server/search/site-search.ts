// `.server`: holds the index with premium text.
import { loadIdeas } from '../../content/ideas/load-ideas';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { getArticles } from '../blog/article-collection';
import { allCatalogueCourses } from '../courses/course-catalogue';
import { currentDripRules } from '../drip/drip-rules';
import { getHelpQuestions } from '../help/help-questions';
import { buildSearchDocuments } from './search-documents';
import { createSearchIndex, type SearchIndex } from './search-index';
import type { SearchQuery, SearchResponse } from '../../common/search-schema';

/**
 * One index per kind of reader (the member area or not, and the sold courses they have), built on first use and
 * kept while the content stays the same. Few kinds exist (everyone, the premium buyers, the buyers of each other
 * course), so a small number is kept; the least recently used goes first.
 */
const KEPT = 8;
let indexes: { byReader: Map<string, SearchIndex>; sources: readonly unknown[] } | undefined;

/** The collections the index is built from; any of them replaced (a publish, server/content-store/) means a rebuild. */
function contentSources(): readonly unknown[] {
  return [getArticles(), loadIdeas(), getHelpQuestions(), allLessons(), currentDripRules()];
}

/** What a reader may find: the member area's content, and the lesson text of the sold courses they have. */
export interface SearchReader {
  memberArea: boolean;
  /** The courses the reader may open (open ones included: their text is everyone's anyway). */
  courseIds: readonly string[];
}

/**
 * The reader's index: built on first use (start-up warms everyone's) and again after the content changed (the content
 * store warms it then). A reader is never given text of a course they may not open (issue 43).
 */
function indexFor(reader: SearchReader): SearchIndex {
  const sources = contentSources();
  if (!indexes || indexes.sources.some((source, i) => source !== sources[i])) indexes = { byReader: new Map(), sources };
  const courseIds = [...new Set(reader.courseIds)].sort();
  const key = `${reader.memberArea ? 'member' : 'visitor'}:${courseIds.join(',')}`;
  let index = indexes.byReader.get(key);
  if (index) {
    indexes.byReader.delete(key);
  } else {
    index = createSearchIndex(buildSearchDocuments({ withPremium: reader.memberArea, courseIds }));
    if (indexes.byReader.size >= KEPT) indexes.byReader.delete(indexes.byReader.keys().next().value!);
  }
  indexes.byReader.set(key, index);
  return index;
}

export function searchSite(query: SearchQuery, reader: SearchReader): SearchResponse {
  return indexFor(reader).search(query);
}

/** The reader's kind from the session (the anonymous visitor: no member area, no course; an owner reads everything). */
export function searchReader(
  user: { isOwner: boolean; hasPremiumAccess: boolean; access: { courseIds: readonly string[] } } | null,
): SearchReader {
  if (!user) return { memberArea: false, courseIds: [] };
  if (user.isOwner) return { memberArea: true, courseIds: allCatalogueCourses().map((course) => course.id) };
  return { memberArea: user.hasPremiumAccess, courseIds: user.access.courseIds };
}

export function warmSearchIndex(): void {
  indexFor({ memberArea: false, courseIds: [] });
}
