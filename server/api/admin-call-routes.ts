import { Hono } from 'hono';
import { callParamsSchema, scheduleCallSchema, updateCallSchema } from '../../common/premium-schemas';
import { parseJsonBody, parseParams } from '../http/errors';
import { cancelCall } from '../premium/cancel-call';
import { listCalls } from '../premium/list-calls';
import { scheduleCall } from '../premium/schedule-call';
import { updateCall } from '../premium/update-call';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** Strategy calls (issue 19), mounted under /api/admin behind ownerOnly: every request here is an owner's. */
export function adminCallRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/calls', async (c) => c.json(await listCalls({ db, now: services.now() })))
    .post('/calls', async (c) => {
      const call = await parseJsonBody(c, scheduleCallSchema);
      return c.json({ call: await scheduleCall({ db, now: services.now(), actorId: c.get('user')!.id, call }) }, 201);
    })
    .patch('/calls/:id', async (c) => {
      const { id } = parseParams(callParamsSchema, c.req.param());
      const changes = await parseJsonBody(c, updateCallSchema);
      return c.json({ call: await updateCall({ db, now: services.now(), actorId: c.get('user')!.id, id, changes }) });
    })
    .post('/calls/:id/cancel', async (c) => {
      const { id } = parseParams(callParamsSchema, c.req.param());
      return c.json(await cancelCall({ db, mailer: services.mailer, now: services.now(), actorId: c.get('user')!.id, id }));
    });
}
