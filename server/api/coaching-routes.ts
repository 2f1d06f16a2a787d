import { Hono } from 'hono';
import { bookingParamsSchema, bookSessionSchema, rescheduleSessionSchema, slotsQuerySchema } from '../../common/coaching-schemas';
import { readerTimeZone } from '../../common/reader-time-zone';
import { bookSession } from '../coaching/book-session';
import { cancelSession } from '../coaching/cancel-session';
import { listMySessions } from '../coaching/list-my-sessions';
import { listOpenSlots } from '../coaching/list-open-slots';
import { rescheduleSession } from '../coaching/reschedule-session';
import { parseJsonBody, parseParams } from '../http/errors';
import { requestCurrency } from '../http/request-currency';
import { checkPremiumAccess } from '../premium/check-premium-access';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';
import type { Context } from 'hono';

/** The learner's zone from their cookies, when the body names none. */
const zoneOf = (c: Context<AppEnv>) => readerTimeZone(c.req.header('cookie')).timeZone;

/**
 * A premium learner's 1-on-1 coaching (issue 28), `/api/coaching/*`. Access is checked before anything is
 * read, as for the member area: 401 signed out, 403 without the course. Another learner's session is 404.
 * 409 `{ error: 'slot_taken' }` when the time went to someone else (refetch the slots).
 */
export function coachingRoutes(services: Services) {
  const { db, mailer } = services;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await checkPremiumAccess({ db, user: c.get('user'), currency: requestCurrency(c, services.config.trustedProxies) });
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  return app
    .get('/slots', async (c) => {
      const { from, to } = parseParams(slotsQuerySchema, c.req.query());
      return c.json(await listOpenSlots({ db, userId: c.get('user')!.id, now: services.now(), from, to }));
    })
    .get('/bookings', async (c) => c.json(await listMySessions({ db, userId: c.get('user')!.id, now: services.now() })))
    .post('/bookings', async (c) => {
      const { start, topic, timeZone } = await parseJsonBody(c, bookSessionSchema);
      const booking = await bookSession({
        db,
        mailer,
        now: services.now(),
        userId: c.get('user')!.id,
        start,
        topic,
        timeZone: timeZone ?? zoneOf(c),
      });
      return c.json({ booking }, 201);
    })
    .patch('/bookings/:id', async (c) => {
      const { id } = parseParams(bookingParamsSchema, c.req.param());
      const { start, timeZone } = await parseJsonBody(c, rescheduleSessionSchema);
      const userId = c.get('user')!.id;
      return c.json({
        booking: await rescheduleSession({ db, mailer, now: services.now(), userId, id, start, timeZone: timeZone ?? zoneOf(c) }),
      });
    })
    .delete('/bookings/:id', async (c) => {
      const { id } = parseParams(bookingParamsSchema, c.req.param());
      return c.json({ booking: await cancelSession({ db, mailer, now: services.now(), userId: c.get('user')!.id, id }) });
    });
}
