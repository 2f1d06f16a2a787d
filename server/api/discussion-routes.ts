import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  commentIdSchema,
  discussionEmailsSchema,
  discussionQuerySchema,
  editCommentSchema,
  newCommentSchema,
  reportCommentSchema,
  unsubscribeTokenSchema,
} from '../../common/discussion-schemas';
import { lessonParamsSchema } from '../../common/lesson-params-schema';
import { deleteComment } from '../discussions/delete-comment';
import { checkDiscussionAccess } from '../discussions/discussion-access';
import { DISCUSSION_UNSUBSCRIBE_PAGE } from '../discussions/discussion-email-link';
import { lessonPlace } from '../discussions/discussion-place';
import { editComment } from '../discussions/edit-comment';
import { listCommentReports } from '../discussions/list-comment-reports';
import { listComments } from '../discussions/list-comments';
import { moderateComment, type Moderation } from '../discussions/moderate-comment';
import { postComment } from '../discussions/post-comment';
import { reportComment } from '../discussions/report-comment';
import { discussionEmailsEnabled, setDiscussionEmails, unsubscribeDiscussionEmails } from '../discussions/set-discussion-emails';
import { DomainError } from '../errors/domain-error';
import { parseJsonBody, parseParams } from '../http/errors';
import { LOGIN_REQUIRED } from '../lessons/check-lesson-access';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const PRIVATE = 'private, no-store';
const pageQuerySchema = z.object({ page: discussionQuerySchema.shape.page });

/** `/api/lessons/:courseId/:moduleId/:lessonId/comments` (issue 15): a lesson's discussion, for whoever may read the lesson. */
export function lessonCommentRoutes(services: Services) {
  const { db } = services;
  const readableLesson = (c: Context<AppEnv>) =>
    checkDiscussionAccess({ db, user: c.get('user'), now: services.dueBy(), ...parseParams(lessonParamsSchema, c.req.param()) });
  return new Hono<AppEnv>()
    .get('/:courseId/:moduleId/:lessonId/comments', async (c) => {
      c.header('Cache-Control', PRIVATE);
      const lesson = await readableLesson(c);
      const { sort, page } = parseParams(discussionQuerySchema, c.req.query());
      return c.json(await listComments({ db, user: c.get('user')!, lesson, sort, page, now: services.now() }));
    })
    .post('/:courseId/:moduleId/:lessonId/comments', async (c) => {
      const lesson = await readableLesson(c);
      const { body, parentId } = await parseJsonBody(c, newCommentSchema);
      const { mailer } = services;
      const comment = await postComment({
        db,
        mailer,
        user: c.get('user')!,
        place: lessonPlace(lesson),
        body,
        parentId,
        ip: c.get('clientIp'),
        now: services.now(),
      });
      return c.json({ comment }, 201);
    });
}

/** `/api/comments/:id`: its author edits or deletes it; any other reader reports it. */
export function commentRoutes(services: Services) {
  const { db } = services;
  const id = (c: Context<AppEnv>) => parseParams(commentIdSchema, c.req.param()).id;
  return new Hono<AppEnv>()
    .patch('/:id', async (c) => {
      const commentId = id(c);
      const { body } = await parseJsonBody(c, editCommentSchema);
      return c.json(await editComment({ db, user: c.get('user'), commentId, body, now: services.now() }));
    })
    .delete('/:id', async (c) => c.json(await deleteComment({ db, user: c.get('user'), commentId: id(c), now: services.now() })))
    .post('/:id/report', async (c) => {
      const commentId = id(c);
      const { reason } = await parseJsonBody(c, reportCommentSchema);
      return c.json(await reportComment({ db, user: c.get('user'), commentId, reason, now: services.now() }), 201);
    });
}

/** `/api/admin/comments/:id/{hide,unhide,pin,unpin}` and `/api/admin/reports`, behind ownerOnly (server/app.ts). */
export function adminCommentRoutes(services: Services) {
  const { db } = services;
  const moderate = (action: Moderation) => async (c: Context<AppEnv>) => {
    const { id } = parseParams(commentIdSchema, c.req.param());
    return c.json(await moderateComment({ db, owner: c.get('user')!, commentId: id, action, now: services.now() }));
  };
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .post('/comments/:id/hide', moderate('hide'))
    .post('/comments/:id/unhide', moderate('unhide'))
    .post('/comments/:id/pin', moderate('pin'))
    .post('/comments/:id/unpin', moderate('unpin'))
    .get('/reports', async (c) => c.json(await listCommentReports({ db, page: parseParams(pageQuerySchema, c.req.query()).page })));
}

/** The reply emails' setting (`/api/account/discussion-emails`) and their one-click unsubscribe (`/api/discussions/unsubscribe`). */
export function discussionEmailRoutes(services: Services) {
  const { db } = services;
  const signedIn = (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (!user) throw new DomainError('unauthenticated', LOGIN_REQUIRED.replace('access course lessons', 'change your settings'));
    return user;
  };
  return {
    setting: new Hono<AppEnv>()
      .get('/', async (c) => c.json({ enabled: await discussionEmailsEnabled({ db, userId: signedIn(c).id }) }))
      .put('/', async (c) => {
        const user = signedIn(c);
        const { enabled } = await parseJsonBody(c, discussionEmailsSchema);
        return c.json(await setDiscussionEmails({ db, userId: user.id, enabled, now: services.now() }));
      }),
    // RFC 8058 one-click: a mail provider POSTs here from its own servers, without an Origin of ours
    // (server/app.ts exempts exactly this path from the same-origin check); the signed token is the only authority.
    unsubscribe: new Hono<AppEnv>()
      .post('/unsubscribe', async (c) => {
        const { token } = parseParams(unsubscribeTokenSchema, { token: c.req.query('token') });
        await unsubscribeDiscussionEmails({ db, token, now: services.now() });
        return c.json({ message: 'Unsubscribed: no more discussion reply emails will be sent to this account.' });
      })
      // A client that opens the address instead gets the page, which asks before unsubscribing.
      .get('/unsubscribe', (c) => {
        const { token } = parseParams(unsubscribeTokenSchema, { token: c.req.query('token') });
        return c.redirect(`${DISCUSSION_UNSUBSCRIBE_PAGE}?token=${token}`, 303);
      }),
  };
}
