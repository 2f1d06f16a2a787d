import { z } from 'zod';
import { COMMENT_MAX, REPORT_REASON_MAX } from './discussion-rules';
import { textField } from './validation';

/** Lesson discussions' inputs (issue 15), parsed alike by the API and the lesson page's form actions. */
/** Threads per page of a lesson's discussion. */
export const DISCUSSION_PAGE_SIZE = 10;
/** How long after posting its author may still edit a comment. */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

export const commentBodySchema = textField('body', { multiline: true })
  .trim()
  .min(1, 'body is required: write a comment of 1 to 5,000 characters')
  .max(COMMENT_MAX, 'body must be at most 5,000 characters');

export const newCommentSchema = z.object({
  body: commentBodySchema,
  parentId: z.uuid({ message: 'parentId must be the id of a comment' }).optional().nullable(),
});
export const editCommentSchema = z.object({ body: commentBodySchema });
export const reportCommentSchema = z.object({
  reason: textField('reason', { multiline: true })
    .trim()
    .min(3, 'reason is required: say in a few words what is wrong')
    .max(REPORT_REASON_MAX, 'reason must be at most 500 characters'),
});
export const commentIdSchema = z.object({ id: z.uuid({ message: 'id must be the id of a comment' }) });

export const DISCUSSION_SORTS = ['newest', 'oldest'] as const;
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];
export const discussionQuerySchema = z.object({
  sort: z.enum(DISCUSSION_SORTS, { message: 'sort must be newest or oldest' }).default('newest'),
  page: z.coerce
    .number({ message: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page is too large')
    .default(1),
});
export const discussionEmailsSchema = z.object({ enabled: z.boolean({ message: 'enabled must be true or false' }) });
export const unsubscribeTokenSchema = z.object({
  token: z.string('token is required').regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, 'token must be the one in the email link'),
});

/** One comment as its reader receives it. `body` is null when deleted, or hidden from this reader. */
export interface CommentView {
  id: string;
  parentId: string | null;
  author: { username: string; instructor: boolean } | null;
  body: string | null;
  /** False for a first post from an account younger than a day: its addresses are shown as text. */
  linksClickable: boolean;
  createdAt: string;
  edited: boolean;
  /** Why the text is not shown: deleted by its author, or hidden by an owner. */
  removed: 'deleted' | 'hidden' | null;
  /** Hidden by an owner, and shown because this reader is its author or an owner. */
  hidden: boolean;
  pinned: boolean;
  mine: boolean;
  /** Until when its author may edit it (ISO), when the reader is its author and the window is open. */
  editableUntil: string | null;
  replies: CommentView[];
}

export interface DiscussionPage {
  sort: DiscussionSort;
  page: number;
  pageCount: number;
  /** Threads in the discussion (pinned included). */
  total: number;
  threads: CommentView[];
  /** The reader is an owner: may pin, hide and unhide. */
  moderator: boolean;
}
