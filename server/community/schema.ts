import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { comments } from '../discussions/schema';

/**
 * A thread of the premium mastermind community (issue 28, docs/decisions/025b-mastermind-community.md): its
 * first comment is an ordinary comment (`lessonKey` 'community:mastermind', the premium course), so replies,
 * reports, hiding, pinning, reply emails and rate limits are the lesson discussions' own; this row adds what a
 * lesson's thread has no need of, a category and a title. The title is emptied when its author deletes the thread.
 */
export const communityThreads = pgTable(
  'community_threads',
  {
    commentId: uuid()
      .primaryKey()
      .references(() => comments.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    title: text().notNull(),
  },
  (t) => [
    index('community_threads_category_idx').on(t.category),
    check('community_threads_category', sql`${t.category} in ('introductions', 'wins', 'questions', 'accountability')`),
    check('community_threads_title_length', sql`char_length(${t.title}) <= 120`),
  ],
);
