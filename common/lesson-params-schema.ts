import { z } from 'zod';

/** Route parameters as they arrive in the URL; malformed ones are a 400 for the API. */
export const lessonParamsSchema = z.object({
  courseId: z.string().regex(/^[a-z0-9-]{1,64}$/, 'courseId must contain only lower-case letters, digits and -'),
  moduleId: z.coerce
    .number({ message: 'moduleId must be a number' })
    .int('moduleId must be a whole number')
    .min(1, 'moduleId must be 1 or more')
    .max(99, 'moduleId must be 99 or less'),
  lessonId: z.coerce
    .number({ message: 'lessonId must be a number' })
    .int('lessonId must be a whole number')
    .min(1, 'lessonId must be 1 or more')
    .max(99, 'lessonId must be 99 or less'),
});
export type LessonParams = z.infer<typeof lessonParamsSchema>;
