import { ALL_CATEGORIES, READING_TIMES, type ReadingTime } from '../../common/blog-listing';
import { parseReadTime } from '../../content/blog/blog-schema';
import type { ArticleCard } from './article-types';

/** Articles of one category; ALL_CATEGORIES keeps every article. */
export function filterByCategory<T extends ArticleCard>(articles: readonly T[], category: string): T[] {
  if (category === ALL_CATEGORIES) return [...articles];
  return articles.filter((article) => article.category === category);
}

/** Articles whose stated read time falls in a bucket of READING_TIMES. */
export function filterByReadingTime<T extends ArticleCard>(articles: readonly T[], time: ReadingTime): T[] {
  const bucket = READING_TIMES.find((option) => option.value === time);
  if (!bucket || time === 'any') return [...articles];
  return articles.filter((article) => {
    const minutes = parseReadTime(article.readTime);
    return minutes >= bucket.min && minutes < bucket.max;
  });
}
