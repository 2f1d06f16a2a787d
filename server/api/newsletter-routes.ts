import { Hono } from 'hono';
import { z } from 'zod';
import { NEWSLETTER_CONFIRMED, newsletterSchema } from '../../common/newsletter-schema';
import { textField } from '../../common/validation';
import { parseJsonBody, parseParams } from '../http/errors';
import { confirmSubscription } from '../newsletter/confirm-subscription';
import { UNSUBSCRIBE_PAGE_PATH } from '../newsletter/queue-issue-deliveries';
import { subscribeNewsletter } from '../newsletter/subscribe-newsletter';
import { unsubscribeNewsletter } from '../newsletter/unsubscribe-newsletter';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const tokenBody = z.object({ token: textField('token').min(1, 'token is required').max(100, 'token is too long') });
const tokenQuery = z.object({
  token: z.string('token is required').regex(/^[A-Za-z0-9_-]{32}$/, 'token must be the 32 characters of the link in the email'),
});

export function newsletterRoutes(services: Services) {
  return (
    new Hono<AppEnv>()
      .post('/', async (c) => {
        const { email, source } = await parseJsonBody(c, newsletterSchema);
        const { db, mailer } = services;
        return c.json(await subscribeNewsletter({ db, mailer, ip: c.get('clientIp'), now: services.now(), email, source }));
      })
      .post('/confirm', async (c) => {
        const { token } = await parseJsonBody(c, tokenBody);
        await confirmSubscription({ db: services.db, token, now: services.now() });
        return c.json({ message: NEWSLETTER_CONFIRMED });
      })
      // RFC 8058 one-click: a mail provider's own "Unsubscribe" button POSTs here from its servers, without
      // an Origin of ours (server/app.ts exempts exactly this path from the same-origin check). The token in
      // the address is the only authority, and it can only unsubscribe.
      .post('/unsubscribe', async (c) => {
        const { token } = parseParams(tokenQuery, { token: c.req.query('token') });
        const result = await unsubscribeNewsletter({ db: services.db, token, now: services.now() });
        if (!result.ok) return c.json({ message: 'This unsubscribe link is not valid.', field: 'token' }, 400);
        return c.json({ message: 'Unsubscribed: no more newsletter emails will be sent to this address.' });
      })
      // A client that opens the address instead gets the page, which asks before unsubscribing.
      .get('/unsubscribe', (c) => {
        const { token } = parseParams(tokenQuery, { token: c.req.query('token') });
        return c.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${token}`, 303);
      })
  );
}
