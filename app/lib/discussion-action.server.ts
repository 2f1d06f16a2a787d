import { data, type AppLoadContext } from 'react-router';
import {
  commentIdSchema,
  discussionQuerySchema,
  editCommentSchema,
  newCommentSchema,
  reportCommentSchema,
} from '../../common/discussion-schemas';
import { describeZodError } from '../../common/validation';
import { deleteComment } from '../../server/discussions/delete-comment';
import { lessonPlace, type DiscussionPlace } from '../../server/discussions/discussion-place';
import { editComment } from '../../server/discussions/edit-comment';
import { listComments } from '../../server/discussions/list-comments';
import { moderateComment, type Moderation } from '../../server/discussions/moderate-comment';
import { postComment } from '../../server/discussions/post-comment';
import { reportComment } from '../../server/discussions/report-comment';
import { domainErrorData } from './domain-error.server';
import { formText } from './form.server';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { z } from 'zod';
import type { DiscussionActionData } from '~/components/discussion/comment-forms';

const MODERATION: Record<string, Moderation> = {
  'comment-hide': 'hide',
  'comment-unhide': 'unhide',
  'comment-pin': 'pin',
  'comment-unpin': 'unpin',
};

/** A form field that breaks its schema's rule: answered 400 with the rule, as the API answers. */
class BadInput {
  constructor(readonly message: string) {}
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadInput(describeZodError(parsed.error).message);
  return parsed.data;
}

/** The lesson's discussion page asked for in the URL (?sort=&page=); a malformed value falls back to the first page, newest first. */
export async function loadDiscussion(context: AppLoadContext, lesson: Lesson, url: URL) {
  const { db, now } = context.services;
  const parsed = discussionQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const { sort, page } = parsed.success ? parsed.data : { sort: 'newest' as const, page: 1 };
  return listComments({ db, user: context.user!, lesson, sort, page, now: now() });
}

/** Whether a lesson page form post is one of the discussion's (it carries a `comment-…` intent). */
export function isDiscussionForm(form: FormData): boolean {
  return formText(form, 'intent').startsWith('comment-');
}

/**
 * The discussion forms (app/components/discussion/) of a lesson page or a mastermind thread's page (issue 28):
 * the same business functions as the API (server/api/discussion-routes.ts), answered with a message for the
 * form and the status the API gives. The caller has checked that the user reads `where`.
 */
export async function discussionAction(context: AppLoadContext, where: Lesson | DiscussionPlace, form: FormData) {
  const place = 'kind' in where ? where : lessonPlace(where);
  const { services, user } = context;
  const { db } = services;
  const intent = formText(form, 'intent');
  const answer = (ok: boolean, message: string | null, status = 200) =>
    data<DiscussionActionData>({ discussion: { intent, ok, message } }, { status });
  const now = services.now();
  try {
    if (intent === 'comment-post') {
      const input = parse(newCommentSchema, { body: formText(form, 'body'), parentId: formText(form, 'parentId') || undefined });
      await postComment({ db, mailer: services.mailer, user: user!, place, ...input, ip: context.clientIp, now });
      return answer(true, input.parentId ? 'Your reply is posted.' : 'Your comment is posted.', 201);
    }
    const ids = parse(commentIdSchema, { id: formText(form, 'id') });
    const commentId = ids.id;
    switch (intent) {
      case 'comment-edit': {
        const input = parse(editCommentSchema, { body: formText(form, 'body') });
        await editComment({ db, user, commentId, body: input.body, now });
        return answer(true, 'Saved.');
      }
      case 'comment-delete':
        await deleteComment({ db, user, commentId, now });
        return answer(true, 'Deleted.');
      case 'comment-report': {
        const input = parse(reportCommentSchema, { reason: formText(form, 'reason') });
        await reportComment({ db, user, commentId, reason: input.reason, now });
        return answer(true, 'Thank you: the owners will look at this comment.', 201);
      }
      default: {
        const action = MODERATION[intent];
        // Anyone but an owner gets the answer an unknown form gets: moderation is not disclosed.
        if (!action || !user?.isOwner) return answer(false, 'Unknown action.', 400);
        await moderateComment({ db, owner: user, commentId, action, now });
        return answer(true, null);
      }
    }
  } catch (error) {
    if (error instanceof BadInput) return answer(false, error.message, 400);
    return domainErrorData(error, (e): DiscussionActionData => ({ discussion: { intent, ok: false, message: e.message } }));
  }
}
