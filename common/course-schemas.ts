import { z } from 'zod';
import { dripScheduleSchema } from './drip';

/** A course's id in an address (the catalogue's ids are lowercase words joined by hyphens). */
const courseId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'courseId must be a course id (lowercase words joined by hyphens)')
  .max(100);

export const courseIdParamSchema = z.object({ id: courseId });

/** PATCH /api/admin/courses/:id (issue 43): what the owner changes of a course; more fields join with the catalogue. */
export const coursePatchSchema = z.object({ drip: dripScheduleSchema }).strict();

/** POST /api/admin/learners/:id/open-course: open every lesson of the course for this learner. */
export const openCourseBodySchema = z.object({ courseId }).strict();
