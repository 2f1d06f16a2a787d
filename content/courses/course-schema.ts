import { z } from 'zod';
import { COURSE_IDS } from './courses';

// The rules every course fact meets; content/courses/courses.test.ts applies them to content/courses/courses.ts.

const text = z.string().trim().min(1);

export const outlineModuleSchema = z.strictObject({
  title: text,
});

export const courseSchema = z
  .strictObject({
    id: z.enum(COURSE_IDS),
    title: text,
    description: z.string().trim().min(40),
    level: z.enum(['Beginner', 'Intermediate', 'Advanced']),
    /** The course's page (spec 000 §3's routes). */
    pagePath: z.string().regex(/^\/course\/[a-z0-9-]+$/),
    outline: z.array(outlineModuleSchema).min(1),
    lessonModules: z.array(z.number().int().min(1)).min(1),
    /** Modules that are another course, by module number (the premium course's module 1 is the starter course). */
    moduleCourses: z.record(z.string().regex(/^[1-9][0-9]*$/), z.enum(COURSE_IDS)),
    /** Minor units (pence): an integer, so no rounding ever reaches a charge. */
    price: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as GBP'),
    isPremium: z.boolean(),
    /** A share of the knowledge check's questions, 0 < passMark ≤ 1 (0.7 = 70 %). */
    passMark: z.number().gt(0).max(1),
  })
  .superRefine((course, ctx) => {
    course.lessonModules.forEach((module, index) => {
      if (module > course.outline.length) {
        ctx.addIssue({ code: 'custom', path: ['lessonModules', index], message: `module ${module} is not in the outline` });
      }
    });
  });
