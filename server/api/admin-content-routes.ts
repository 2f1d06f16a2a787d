import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { describeZodError } from '../../common/validation';
import { cancelContentSchedule } from '../content-studio/cancel-content-schedule';
import { createContentItem } from '../content-studio/create-content-item';
import { deleteContentItem } from '../content-studio/delete-content-item';
import { createSchemaOf, draftSchemaOf } from '../content-studio/kinds';
import { listContentItems } from '../content-studio/list-content-items';
import { listContentRevisions } from '../content-studio/list-content-revisions';
import { loadContentItem } from '../content-studio/load-content-item';
import { orderLessons } from '../content-studio/order-lessons';
import { publishContentItem } from '../content-studio/publish-content-item';
import { restoreContentRevision } from '../content-studio/restore-content-revision';
import { saveContentDraft } from '../content-studio/save-content-draft';
import { scheduleContentItem } from '../content-studio/schedule-content-item';
import {
  contentItemParamsSchema,
  contentKindParamSchema,
  contentListQuerySchema,
  contentPatchBaseSchema,
  contentPublishBodySchema,
  contentRestoreBodySchema,
  contentRevisionParamsSchema,
  lessonOrderBodySchema,
} from '../content-studio/studio-schemas';
import { unpublishContentItem } from '../content-studio/unpublish-content-item';
import { HttpError, parseJsonBody, parseParams, readJson } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * The content studio's API (issue 29), mounted under /api/admin behind ownerOnly: every request here is an
 * owner's (anyone else gets the ordinary 404 before a body is read), and the app's same-origin check guards
 * every write. Items travel as server/content-studio/content-item.ts describes; every change writes its audit
 * row in the change's transaction.
 */
export function adminContentRoutes(services: Services) {
  const { db } = services;
  const actorId = (c: Context<AppEnv>) => c.get('user')!.id;
  return (
    new Hono<AppEnv>()
      // Before `/:kind/:id`, which it would otherwise look like to a reader (PUT has no other route there).
      .put('/content/lessons/order', async (c) => {
        const { courseId, modules } = await parseJsonBody(c, lessonOrderBodySchema);
        return c.json(await orderLessons({ db, now: services.now(), actorId: actorId(c), courseId, modules }));
      })
      .get('/content/:kind', async (c) => {
        const { kind } = parseParams(contentKindParamSchema, c.req.param());
        const query = parseParams(contentListQuerySchema, c.req.query());
        return c.json(await listContentItems({ db, kind, ...query }));
      })
      .post('/content/:kind', async (c) => {
        const { kind } = parseParams(contentKindParamSchema, c.req.param());
        const fields = parseFields(createSchemaOf(kind), await readJson(c));
        return c.json(await createContentItem({ db, now: services.now(), actorId: actorId(c), kind, fields }), 201);
      })
      .get('/content/:kind/:id', async (c) => {
        const { kind, id } = parseParams(contentItemParamsSchema, c.req.param());
        return c.json(await loadContentItem({ db, kind, id }));
      })
      .patch('/content/:kind/:id', async (c) => {
        const { kind, id } = parseParams(contentItemParamsSchema, c.req.param());
        const { version, ...rest } = parseFields(contentPatchBaseSchema, await readJson(c));
        const fields = parseFields(draftSchemaOf(kind), rest);
        return c.json(await saveContentDraft({ db, now: services.now(), actorId: actorId(c), kind, id, version, fields }));
      })
      .delete('/content/:kind/:id', async (c) => {
        const { kind, id } = parseParams(contentItemParamsSchema, c.req.param());
        return c.json(await deleteContentItem({ db, now: services.now(), actorId: actorId(c), kind, id }));
      })
      .post('/content/:kind/:id/publish', async (c) => {
        const { kind, id } = parseParams(contentItemParamsSchema, c.req.param());
        const { at, version } = parseFields(contentPublishBodySchema, await optionalJson(c));
        const now = services.now();
        const options = { db, now, actorId: actorId(c), kind, id, version };
        // A time that has passed (a slow click, a clock a little behind) is a publish now.
        const when = at ? new Date(at) : undefined;
        return c.json(when && when > now ? await scheduleContentItem({ ...options, at: when }) : await publishContentItem(options));
      })
      .post('/content/:kind/:id/unpublish', async (c) => {
        const { kind, id } = parseParams(contentItemParamsSchema, c.req.param());
        return c.json(await unpublishContentItem({ db, now: services.now(), actorId: actorId(c), kind, id }));
      })
      .delete('/content/:kind/:id/schedule', async (c) => {
        const { kind, id } = parseParams(contentItemParamsSchema, c.req.param());
        return c.json(await cancelContentSchedule({ db, now: services.now(), actorId: actorId(c), kind, id }));
      })
      .get('/content/:kind/:id/revisions', async (c) => {
        const { kind, id } = parseParams(contentItemParamsSchema, c.req.param());
        return c.json(await listContentRevisions({ db, kind, id }));
      })
      .post('/content/:kind/:id/revisions/:revision/restore', async (c) => {
        const { kind, id, revision } = parseParams(contentRevisionParamsSchema, c.req.param());
        const { version } = parseFields(contentRestoreBodySchema, await optionalJson(c));
        return c.json(await restoreContentRevision({ db, now: services.now(), actorId: actorId(c), kind, id, revision, version }));
      })
  );
}

/** Parses a body that has already been read; 400 naming the field, an unknown one included. */
function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'Request body must be a JSON object');
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    const field = issue.keys[0]!;
    throw new HttpError(400, `${field} is not a field of this kind of item`, { field });
  }
  const { message, field } = describeZodError(parsed.error);
  throw new HttpError(400, message, field ? { field } : {});
}

/** A body that may be left out (Publish with no time): none is `{}`. */
async function optionalJson(c: Context): Promise<unknown> {
  // Hono keeps the text it read, so readJson reads the same body again.
  if ((await c.req.text()).trim() === '') return {};
  return readJson(c);
}
