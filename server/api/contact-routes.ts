import { Hono } from 'hono';
import { CONTACT_RECEIVED, contactSchema } from '../../common/contact-schema';
import { issueContactFormToken } from '../contact/contact-form-token';
import { contactLimit, sendContactMessage } from '../contact/send-contact-message';
import { parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** `/api/contact` (issue 15): the same function the /contact page's action calls. */
export function contactRoutes(services: Services) {
  return (
    new Hono<AppEnv>()
      // A form to fill: its signed token, to send back with the message no sooner than a person could write it.
      .get('/form', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ formToken: issueContactFormToken({ key: services.cookieSigningKey, now: services.now() }) });
      })
      .post('/', async (c) => {
        const input = await parseJsonBody(c, contactSchema);
        await sendContactMessage({
          db: services.db,
          mailer: services.mailer,
          logger: services.logger,
          signingKey: services.cookieSigningKey,
          ownerAddress: services.config.mail.contactTo,
          ip: c.get('clientIp'),
          now: services.now(),
          input,
          limit: contactLimit(services.config.authRateLimitFactor),
        });
        return c.json({ message: CONTACT_RECEIVED });
      })
  );
}
