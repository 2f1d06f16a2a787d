import { count, desc, eq, inArray, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageOf, type Page } from '../admin/paging';
import { commentReports, comments, users } from '../db/schema';
import { lessonLink } from './lesson-link';
import type { Db } from '../db/client';

export interface ReportedComment {
  commentId: string;
  lessonTitle: string;
  href: string;
  author: string | null;
  /** The text as posted (owners see hidden ones); empty once its author deleted it. */
  body: string;
  createdAt: string;
  hidden: boolean;
  deleted: boolean;
  reports: { reporter: string | null; reason: string; at: string }[];
  lastReportedAt: string;
}

const reporters = alias(users, 'reporters');
const PAGE_SIZE = 20;

/** The owners' queue (/admin/reports): reported comments, the most recently reported first, each with every report. */
export async function listCommentReports({ db, page }: { db: Db; page: number }): Promise<Page<ReportedComment>> {
  const [[counted], grouped] = await Promise.all([
    db.select({ total: count() }).from(db.selectDistinct({ id: commentReports.commentId }).from(commentReports).as('reported')),
    db
      .select({ commentId: commentReports.commentId, last: max(commentReports.createdAt) })
      .from(commentReports)
      .groupBy(commentReports.commentId)
      .orderBy(desc(max(commentReports.createdAt)), commentReports.commentId)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
  ]);
  const ids = grouped.map((g) => g.commentId);
  const [commentRows, reportRows] = ids.length
    ? await Promise.all([
        db
          .select({ comment: comments, author: users.username })
          .from(comments)
          .leftJoin(users, eq(users.id, comments.authorId))
          .where(inArray(comments.id, ids)),
        db
          .select({
            commentId: commentReports.commentId,
            reason: commentReports.reason,
            at: commentReports.createdAt,
            reporter: reporters.username,
          })
          .from(commentReports)
          .leftJoin(reporters, eq(reporters.id, commentReports.reporterId))
          .where(inArray(commentReports.commentId, ids))
          .orderBy(desc(commentReports.createdAt)),
      ])
    : [[], []];
  const rows = grouped.flatMap((g): ReportedComment[] => {
    const found = commentRows.find((r) => r.comment.id === g.commentId);
    if (!found) return [];
    const { comment, author } = found;
    return [
      {
        commentId: comment.id,
        ...lessonLink(comment.lessonKey, comment.id, comment.parentId),
        author,
        body: comment.body,
        createdAt: comment.createdAt.toISOString(),
        hidden: comment.hiddenAt !== null,
        deleted: comment.deletedAt !== null,
        reports: reportRows
          .filter((r) => r.commentId === comment.id)
          .map((r) => ({ reporter: r.reporter, reason: r.reason, at: r.at.toISOString() })),
        lastReportedAt: (g.last ?? comment.createdAt).toISOString(),
      },
    ];
  });
  return pageOf(rows, page, counted?.total ?? 0, PAGE_SIZE);
}
