import { Hono } from 'hono';
import { z } from 'zod';
import { NEWSLETTER_CONFIRMED, newsletterSchema } from '../../common/newsletter-schema';
import { textField } from '../../common/validation';
import { parseJsonBody } from '../http/errors';
import { confirmSubscription } from '../newsletter/confirm-subscription.server';
import { subscribeNewsletter } from '../newsletter/subscribe-newsletter.server';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const tokenBody = z.object({ token: textField('token').min(1, 'token is required').max(100, 'token is too long') });

export function newsletterRoutes(services: Services) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const { email, source } = await parseJsonBody(c, newsletterSchema);
      const { db, mailer } = services;
      return c.json(await subscribeNewsletter({ db, mailer, ip: c.get('clientIp'), now: services.now(), email, source }));
    })
    .post('/confirm', async (c) => {
      const { token } = await parseJsonBody(c, tokenBody);
      await confirmSubscription({ db: services.db, token, now: services.now() });
      return c.json({ message: NEWSLETTER_CONFIRMED });
    });
}
