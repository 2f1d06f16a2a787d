import { z } from 'zod';
import { CONTENT_KINDS } from '../../common/content-kinds';
import { textField } from '../../common/validation';
import { courseIdSchema } from '../../content/lessons/lesson-schema';

/**
 * The content studio's inputs (issue 29) besides an item's fields (kinds.ts checks those per kind), parsed
 * alike by /api/admin/content and the studio's pages.
 */

export const contentKindParamSchema = z.object({
  kind: z.enum(CONTENT_KINDS, { message: `kind must be one of ${CONTENT_KINDS.join(', ')}` }),
});
export const contentItemParamsSchema = contentKindParamSchema.extend({
  id: z.uuid({ message: 'id must be an item id from the list' }),
});
export const contentRevisionParamsSchema = contentItemParamsSchema.extend({
  revision: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'revision must be a revision number from 1')
    .transform(Number),
});

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;

export const contentListQuerySchema = z.object({
  status: z
    .enum(CONTENT_STATUSES, { message: `status must be one of ${CONTENT_STATUSES.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Words of the title or the slug; an empty box is no search. */
  q: textField('q')
    .trim()
    .max(200, 'q must be at most 200 characters')
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ message: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page is too large')
    .default(1),
});

/** The version the owner's copy was based on; a write to a newer item is refused (409 `stale`). */
const version = z
  .number({ message: 'version must be the version number the item was read at' })
  .int('version must be a whole number')
  .min(1, 'version must be a whole number from 1');

/** `PATCH …/:id`: the version, and any of the kind's fields (checked per kind). */
export const contentPatchBaseSchema = z.looseObject({ version });

/** `POST …/:id/publish`: now, or at a time (ISO 8601 with its offset; absent or past means now). */
export const contentPublishBodySchema = z.strictObject({
  at: z.iso.datetime({ offset: true, message: 'at must be a date and time like 2026-12-01T09:00:00Z' }).optional(),
  version: version.optional(),
});

/** `POST …/revisions/:revision/restore`. */
export const contentRestoreBodySchema = z.strictObject({ version: version.optional() });

/** `PUT /api/admin/content/lessons/order`: the course's modules in their new numbering, lessons in order. */
export const lessonOrderBodySchema = z.strictObject({
  courseId: courseIdSchema,
  modules: z
    .array(
      z.strictObject({
        module: z.number({ message: 'module must be a module number' }).int().min(1, 'module must be a number from 1').max(100),
        lessonIds: z.array(z.uuid({ message: 'lessonIds must hold lesson ids' })).max(500),
      }),
      { message: 'modules must be a list of modules' },
    )
    .max(100),
});
