import { Hono, type Context } from 'hono';
import { contactMessageIdSchema, contactMessagesQuerySchema } from '../../common/contact-schema';
import { listContactMessages } from '../admin/list-contact-messages';
import { markContactMessageHandled } from '../admin/mark-contact-message-handled';
import { parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** `/api/admin/messages`: the contact form's messages (issue 15), behind ownerOnly like all of /api/admin. */
export function adminMessageRoutes(services: Services) {
  const { db } = services;
  const owner = (c: Context<AppEnv>) => c.get('user')!;
  return new Hono<AppEnv>()
    .get('/messages', async (c) => {
      const { status } = parseParams(contactMessagesQuerySchema, c.req.query());
      return c.json(await listContactMessages({ db, status }));
    })
    .post('/messages/:id/handled', async (c) => {
      const { id } = parseParams(contactMessageIdSchema, c.req.param());
      return c.json(await markContactMessageHandled({ db, now: services.now(), actorId: owner(c).id, messageId: id }));
    })
    .post('/messages/:id/reopen', async (c) => {
      const { id } = parseParams(contactMessageIdSchema, c.req.param());
      return c.json(await markContactMessageHandled({ db, now: services.now(), actorId: owner(c).id, messageId: id, handled: false }));
    });
}
