import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/**
 * Lesson discussions (issue 15, docs/decisions/020-lesson-discussions.md). A comment belongs to one lesson
 * (`lessonKey`, the lesson's stable id) and is read by whoever may read that lesson. A reply has a
 * `parentId` naming a top-level comment (one level). Deleting keeps the row, without its text, so a reply
 * keeps its place; hiding (an owner) keeps the text for its author and owners.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The lesson's course; null in the community, which belongs to no course (issue 43). */
    courseId: text().references(() => courses.id),
    lessonKey: text().notNull(),
    /** The top-level comment this replies to; null for a thread's first comment. */
    parentId: uuid().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted, which deletes the comment first (its text goes; the thread keeps its shape). */
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** As typed (1–5,000 characters); emptied when deleted. Rendered by common/comment-format.ts, never as HTML. */
    body: text().notNull(),
    /** A first post from an account younger than a day shows its links as text (issue 15, spam). */
    linksAsText: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Set by an owner on a thread's first comment: the thread is listed first. */
    pinnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('comments_lesson_idx').on(t.lessonKey, t.createdAt),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_author_idx').on(t.authorId, t.createdAt),
    index('comments_recent_idx').on(t.createdAt),
    // A deleted comment keeps no text, and a comment whose author is gone is deleted: deleting an account
    // must tombstone its posts first, or the `set null` above fails the statement (issue 26).
    check('comments_deleted_has_no_text', sql`${t.deletedAt} is null or ${t.body} = ''`),
    check('comments_authorless_is_deleted', sql`${t.authorId} is not null or ${t.deletedAt} is not null`),
  ],
);

/** A learner's report of a comment: at most one per reporter and comment (the unique index). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    commentId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comment_reports_once_idx').on(t.commentId, t.reporterId), index('comment_reports_created_at_idx').on(t.createdAt)],
);

/** Accounts that asked for no discussion reply emails (the /account setting and the email's one-click link). */
export const discussionEmailOptOuts = pgTable('discussion_email_opt_outs', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** When a reply email about a thread was last queued for its author: at most one per thread per hour. */
export const discussionNotices = pgTable(
  'discussion_notices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] })],
);
