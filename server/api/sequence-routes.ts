import { Hono } from 'hono';
import { sequenceUnsubscribeTokenSchema } from '../../common/sequence-schema';
import { parseParams } from '../http/errors';
import { recordClick } from '../sequences/record-click';
import { CLICK_PATH_PREFIX, SEQUENCE_UNSUBSCRIBE_PAGE } from '../sequences/sequence-links';
import { unsubscribeSequences } from '../sequences/unsubscribe-sequences';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * A sequence email's unsubscribe address, under /api/sequences. RFC 8058 one-click: a mail provider POSTs
 * here from its own servers, without an Origin of ours (server/app.ts exempts exactly this path from the
 * same-origin check); the signed token is the only authority, and it can only turn marketing email off.
 */
export function sequenceUnsubscribeRoutes(services: Services) {
  return (
    new Hono<AppEnv>()
      .post('/unsubscribe', async (c) => {
        const { token } = parseParams(sequenceUnsubscribeTokenSchema, { token: c.req.query('token') });
        const result = await unsubscribeSequences({ db: services.db, token, now: services.now() });
        if (!result.ok) return c.json({ message: 'This unsubscribe link is not valid.', field: 'token' }, 400);
        return c.json({ message: 'Unsubscribed: no more tips and offers by email will be sent to this address.' });
      })
      // A client that opens the address instead gets the page, which asks before unsubscribing.
      .get('/unsubscribe', (c) => {
        const { token } = parseParams(sequenceUnsubscribeTokenSchema, { token: c.req.query('token') });
        return c.redirect(`${SEQUENCE_UNSUBSCRIBE_PAGE}?token=${token}`, 303);
      })
  );
}

/**
 * `/e/c/<token>`: a link in a sequence email. Counts the recipient's first click on that step and redirects
 * to the link the owner wrote, which the token's signature covers (no open redirect). Never cached.
 */
export function sequenceClickRoutes(services: Services) {
  return new Hono<AppEnv>().get(`${CLICK_PATH_PREFIX}:token`, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const link = await recordClick({ db: services.db, token: c.req.param('token'), now: services.now() });
    if (!link) return c.json({ message: 'This link is not valid. It may have been copied incompletely.' }, 404);
    return c.redirect(link.target, 302);
  });
}
