import { Hono } from 'hono';
import { communityQuerySchema, communityReplySchema, newThreadSchema, threadIdSchema } from '../../common/community-schemas';
import { checkCommunityAccess } from '../community/check-community-access';
import { listCommunityThreads } from '../community/list-community-threads';
import { readCommunityThread } from '../community/read-community-thread';
import { startCommunityThread } from '../community/start-community-thread';
import { COMMUNITY_PLACE } from '../discussions/discussion-place';
import { postComment } from '../discussions/post-comment';
import { parseJsonBody, parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * The mastermind community's API (issue 28), `/api/community/*`. Every request is checked first, before any
 * parameter or body is read (as `/api/premium/*`): a visitor gets 401, a learner without the course 403 with
 * the offer, and neither learns whether a thread exists. Editing, deleting, reporting and moderating a
 * community comment are the discussions' own routes (`/api/comments/:id`, `/api/admin/comments/:id/…`).
 */
export function communityRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await checkCommunityAccess({ db, user: c.get('user') });
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  return app
    .get('/threads', async (c) => {
      const { category, page } = parseParams(communityQuerySchema, c.req.query());
      return c.json(await listCommunityThreads({ db, user: c.get('user')!, category: category ?? null, page }));
    })
    .post('/threads', async (c) => {
      const input = await parseJsonBody(c, newThreadSchema);
      const thread = await startCommunityThread({
        db,
        mailer: services.mailer,
        user: c.get('user')!,
        ...input,
        ip: c.get('clientIp'),
        now: services.now(),
      });
      return c.json({ thread }, 201);
    })
    .get('/threads/:threadId', async (c) => {
      const { threadId } = parseParams(threadIdSchema, c.req.param());
      return c.json(await readCommunityThread({ db, user: c.get('user')!, threadId, now: services.now() }));
    })
    .post('/threads/:threadId/replies', async (c) => {
      const { threadId } = parseParams(threadIdSchema, c.req.param());
      const { body } = await parseJsonBody(c, communityReplySchema);
      const user = c.get('user')!;
      const now = services.now();
      // The thread as this member may see it, or 404: a reply goes only where its writer can read.
      await readCommunityThread({ db, user, threadId, now });
      const comment = await postComment({
        db,
        mailer: services.mailer,
        user,
        place: COMMUNITY_PLACE,
        body,
        parentId: threadId,
        ip: c.get('clientIp'),
        now,
      });
      return c.json({ comment }, 201);
    });
}
