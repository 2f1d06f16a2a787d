import { Hono } from 'hono';
import { z } from 'zod';
import { NEWSLETTER_CONFIRMED } from '../../common/newsletter-schema';
import { textField } from '../../common/validation';
import { parseJsonBody, readJson } from '../http/errors';
import { confirmSubscription, subscribe } from '../newsletter/subscribe.server';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const tokenBody = z.object({ token: textField('token').min(1, 'token is required').max(100, 'token is too long') });

export function newsletterRoutes(services: Services) {
  return new Hono<AppEnv>()
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
    });
}
