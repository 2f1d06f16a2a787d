import { describe, expect, it } from 'vitest';
import { courseSchema } from './course-schema';
import { COURSE_IDS, COURSES, courseById } from './courses';

describe('content/courses', () => {
  it.each(COURSES.map((course) => [course.id, course] as const))('%s meets the course schema', (_id, course) => {
    const result = courseSchema.safeParse(course);
    expect(result.success, result.error?.message).toBe(true);
  });

  it('holds one entry per course id, free first', () => {
    expect(COURSES.map((course) => course.id)).toEqual([...COURSE_IDS]);
    expect(COURSES.filter((course) => course.isPremium).map((course) => course.id)).toEqual(['premium-course']);
  });

  it('finds a course by id and nothing for an unknown one', () => {
    expect(courseById('premium-course')?.price).toBe(999);
    expect(courseById('no-such-course')).toBeUndefined();
  });
});
