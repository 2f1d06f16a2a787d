import { PREMIUM_COURSE } from '../../content/courses/courses';
import { findCourse } from '../courses/find-course.server';
import type { Db } from '../db/client';

export interface VisitorCurrencyOptions {
  db: Db;
}

/**
 * The one currency a page shows money in (docs/decisions/024j-one-currency-per-page.md): its prices, and the
 * content's amounts converted by localizeAmounts. Today every visitor's currency is the course's, read from
 * the premium course's row (the price a page shows or links). Issue 31 makes it the visitor's own (GBP, USD or
 * EUR): it adds what it decides by (the account's choice, a cookie) to these options and changes this function
 * only, and then keys the page cache by the result (server/http/page-cache.ts, pageCacheKey).
 */
export async function visitorCurrency({ db }: VisitorCurrencyOptions): Promise<string> {
  const course = await findCourse({ db, courseId: PREMIUM_COURSE.id });
  return course?.currency ?? PREMIUM_COURSE.currency;
}
