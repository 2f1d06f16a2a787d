import { z } from 'zod';
import { dripScheduleSchema } from './drip';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A course's id in an address (the catalogue's ids are lowercase words joined by hyphens). */
const courseId = z.string().regex(KEBAB, 'courseId must be a course id (lowercase words joined by hyphens)').max(100);

export const courseIdParamSchema = z.object({ id: courseId });

/** The levels a course is written for (spec 000 §3). */
export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const COURSE_STATUS_VALUES = ['draft', 'published', 'archived'] as const;

const title = z
  .string({ message: 'title must be text' })
  .trim()
  .min(1, 'title: write the course’s title')
  .max(200, 'title: at most 200 characters');
/** The course page's address, /course/<slug>; a new course's id is its first slug. */
const slug = z
  .string({ message: 'slug must be text' })
  .max(80, 'slug: at most 80 characters')
  .regex(KEBAB, 'slug must be lowercase words joined by hyphens, like "email-marketing"');
const description = z
  .string({ message: 'description must be text' })
  .trim()
  .min(1, 'description: say what the course is about')
  .max(5000, 'description: at most 5000 characters');
const level = z.enum(COURSE_LEVELS, { message: `level must be one of ${COURSE_LEVELS.join(', ')}` });
const shortText = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .min(1, `${field}: an entry is empty`)
    .max(200, `${field}: at most 200 characters each`);

/** POST /api/admin/courses (issue 43): a new course, a draft until the owner publishes it. */
export const courseCreateSchema = z.strictObject({ title, slug, description, level });

/**
 * PATCH /api/admin/courses/:id (issue 43): any of the course's fields. `modules` is the ordered list of module
 * titles (module N is entry N-1; lessons keep their module number); `passMark` is a share, 0 < passMark ≤ 1
 * (0.7 = 70 %); `coverImage` an image's address or null.
 */
export const coursePatchSchema = z
  .strictObject({
    title: title.optional(),
    slug: slug.optional(),
    description: description.optional(),
    level: level.optional(),
    outcomes: z
      .array(shortText('outcomes'), { message: 'outcomes must be a list of sentences' })
      .max(20, 'outcomes: at most 20')
      .optional(),
    modules: z
      .array(shortText('modules'), { message: 'modules must be a list of module titles' })
      .max(50, 'modules: at most 50')
      .optional(),
    passMark: z
      .number({ message: 'passMark must be a share between 0 and 1, like 0.7' })
      .gt(0, 'passMark must be a share between 0 and 1, like 0.7')
      .max(1, 'passMark must be a share between 0 and 1, like 0.7')
      .optional(),
    issuesCertificate: z.boolean({ message: 'issuesCertificate must be true or false' }).optional(),
    hasDiscussions: z.boolean({ message: 'hasDiscussions must be true or false' }).optional(),
    status: z.enum(COURSE_STATUS_VALUES, { message: `status must be one of ${COURSE_STATUS_VALUES.join(', ')}` }).optional(),
    coverImage: z
      .string({ message: 'coverImage must be an image address or null' })
      .max(500, 'coverImage: at most 500 characters')
      .regex(/^(\/|https:\/\/)\S+$/, 'coverImage must be an address starting with / or https://')
      .nullable()
      .optional(),
    position: z.number({ message: 'position must be a whole number' }).int('position must be a whole number').min(0).max(10_000).optional(),
    drip: dripScheduleSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'body: name at least one field to change' });

export type CoursePatch = z.infer<typeof coursePatchSchema>;
export type CourseCreate = z.infer<typeof courseCreateSchema>;

/** PUT /api/admin/courses/order: every course's id, in the catalogue's new order. */
export const courseOrderSchema = z.strictObject({
  ids: z.array(courseId, { message: 'ids must be the list of course ids' }).min(1, 'ids: name the courses').max(500),
});

/** POST /api/admin/learners/:id/open-course: open every lesson of the course for this learner. */
export const openCourseBodySchema = z.strictObject({ courseId });
