import { Hono } from 'hono';
import { idParamSchema } from '../../common/admin-schemas';
import { availabilitySchema, bookingParamsSchema, grantSessionsSchema, ownerBookingUpdateSchema } from '../../common/coaching-schemas';
import { loadCoachingSettings } from '../coaching/coaching-settings';
import { grantCoachingSessions } from '../coaching/grant-coaching-sessions';
import { listSessions } from '../coaching/list-sessions';
import { updateAvailability } from '../coaching/update-availability';
import { updateSession } from '../coaching/update-session';
import { parseJsonBody, parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** 1-on-1 coaching (issue 28), mounted under /api/admin behind ownerOnly: every request here is an owner's. */
export function adminCoachingRoutes(services: Services) {
  const { db, mailer } = services;
  return new Hono<AppEnv>()
    .get('/coaching/availability', async (c) => c.json(await loadCoachingSettings({ db })))
    .put('/coaching/availability', async (c) => {
      const availability = await parseJsonBody(c, availabilitySchema);
      return c.json(await updateAvailability({ db, now: services.now(), actorId: c.get('user')!.id, availability }));
    })
    .get('/coaching/bookings', async (c) => c.json(await listSessions({ db, now: services.now() })))
    .patch('/coaching/bookings/:id', async (c) => {
      const { id } = parseParams(bookingParamsSchema, c.req.param());
      const changes = await parseJsonBody(c, ownerBookingUpdateSchema);
      return c.json({ booking: await updateSession({ db, mailer, now: services.now(), actorId: c.get('user')!.id, id, changes }) });
    })
    .post('/learners/:id/coaching-sessions', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      const { count, reason } = await parseJsonBody(c, grantSessionsSchema);
      const balance = await grantCoachingSessions({ db, now: services.now(), actorId: c.get('user')!.id, learnerId: id, count, reason });
      return c.json({ balance }, 201);
    });
}
