import { Hono } from 'hono';
import { z } from 'zod';
import { NEWSLETTER_CONFIRMED } from '../../common/newsletter-schema';
import { textField } from '../../common/validation';
import { parseJsonBody, parseParams, readJson } from '../http/errors';
import { UNSUBSCRIBE_PAGE_PATH } from '../newsletter/queue-issue-deliveries';
import { confirmSubscription, subscribe, unsubscribe } from '../newsletter/subscribe.server';
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
        const result = await subscribe(services.db, await readJson(c), {
          ip: c.get('clientIp'),
          now: services.now(),
          mailer: services.mailer,
        });
        if (!result.ok) {
          if (result.retryAfterSeconds) c.header('Retry-After', String(result.retryAfterSeconds));
          return c.json({ message: result.message, ...(result.field ? { field: result.field } : {}) }, result.status);
        }
        return c.json({ message: result.message });
      })
      .post('/confirm', async (c) => {
        const { token } = await parseJsonBody(c, tokenBody);
        const result = await confirmSubscription(services.db, token, services.now());
        if (!result.ok) {
          const message =
            result.reason === 'unsubscribed'
              ? 'This address has since been unsubscribed. Subscribe again to get a new confirmation link.'
              : 'This confirmation link is not valid. It may have been copied incompletely.';
          return c.json({ message, field: 'token' }, 400);
        }
        return c.json({ message: NEWSLETTER_CONFIRMED });
      })
      // RFC 8058 one-click: a mail provider's own "Unsubscribe" button POSTs here from its servers, without
      // an Origin of ours (server/app.ts exempts exactly this path from the same-origin check). The token in
      // the address is the only authority, and it can only unsubscribe.
      .post('/unsubscribe', async (c) => {
        const { token } = parseParams(tokenQuery, { token: c.req.query('token') });
        const result = await unsubscribe(services.db, token, services.now());
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
