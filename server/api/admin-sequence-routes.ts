import { Hono } from 'hono';
import { createSequenceSchema, sequenceIdSchema, sequenceTestSchema, updateSequenceSchema } from '../../common/sequence-schema';
import { DomainError } from '../errors/domain-error';
import { parseJsonBody, parseParams } from '../http/errors';
import { createSequence } from '../sequences/create-sequence';
import { deleteSequence } from '../sequences/delete-sequence';
import { listSequences } from '../sequences/list-sequences';
import { sendTestSequenceStep } from '../sequences/send-test-sequence-step';
import { updateSequence } from '../sequences/update-sequence';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** Email sequences (issue 30), mounted under /api/admin behind ownerOnly: every request here is an owner's. */
export function adminSequenceRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/sequences', async (c) => c.json({ sequences: await listSequences({ db }) }))
    .post('/sequences', async (c) => {
      const body = await parseJsonBody(c, createSequenceSchema);
      const sequence = await createSequence({ db, actorId: c.get('user')!.id, now: services.now(), ...body });
      return c.json({ sequence }, 201);
    })
    .post('/sequences/test', async (c) => {
      const body = await parseJsonBody(c, sequenceTestSchema);
      const owner = c.get('user')!;
      const { to } = await sendTestSequenceStep({
        db,
        mailer: services.mailer,
        now: services.now(),
        to: { userId: owner.id, email: owner.email, username: owner.username },
        ...body,
      });
      return c.json({ message: `A test was sent to ${to}.`, to });
    })
    .get('/sequences/:id', async (c) => {
      const { id } = parseParams(sequenceIdSchema, c.req.param());
      const [sequence] = await listSequences({ db, id });
      if (!sequence) throw new DomainError('not_found', 'No such sequence. It may have been deleted.');
      return c.json({ sequence });
    })
    .patch('/sequences/:id', async (c) => {
      const { id } = parseParams(sequenceIdSchema, c.req.param());
      const changes = await parseJsonBody(c, updateSequenceSchema);
      return c.json({ sequence: await updateSequence({ db, actorId: c.get('user')!.id, id, changes, now: services.now() }) });
    })
    .delete('/sequences/:id', async (c) => {
      const { id } = parseParams(sequenceIdSchema, c.req.param());
      await deleteSequence({ db, actorId: c.get('user')!.id, id, now: services.now() });
      return c.body(null, 204);
    });
}
