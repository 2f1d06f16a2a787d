import { describe, expect, it } from 'vitest';
import { courseProgress } from './course-progress';
import type { LessonMeta } from './dashboard-stats';

const lesson = (courseId: string, module: number, order: number): LessonMeta => ({
  id: `${courseId}-${module}-${order}`,
  courseId,
  module,
  order,
  title: `Lesson ${module}.${order}`,
  estimatedReadTime: 30,
  href: `/course/${courseId}/module/${module}/lesson/${order}`,
});

const LESSONS = [
  lesson('free-course', 1, 1),
  lesson('free-course', 1, 2),
  ...[2, 3, 4, 5].map((m) => lesson('free-course', m, 1)),
  lesson('premium-course', 2, 1),
  lesson('premium-course', 2, 2),
  ...[3, 4, 5, 6, 7].map((m) => lesson('premium-course', m, 1)),
];
const at = new Date('2026-11-18T10:00:00Z');
const done = (id: string) => ({ lessonKey: id, completedAt: at, updatedAt: at });
const opened = (id: string) => ({ lessonKey: id, completedAt: null, updatedAt: at });

describe('courseProgress', () => {
  it('without progress: Start on the course and every module, nothing done', () => {
    const p = courseProgress('free-course', LESSONS, []);
    expect(p.course).toEqual({ done: 0, total: 6, action: { label: 'Start', href: '/course/free-course/module/1/lesson/1' } });
    expect(p.modules.map((m) => m.action?.label)).toEqual(['Start', 'Start', 'Start', 'Start', 'Start']);
    expect(p.modules[2]?.action?.href).toBe('/course/free-course/module/3/lesson/1');
  });

  it('after lesson 1: Continue at lesson 2, module 1 half done', () => {
    const p = courseProgress('free-course', LESSONS, [done('free-course-1-1')]);
    expect(p.course.action).toEqual({ label: 'Continue', href: '/course/free-course/module/1/lesson/2' });
    expect(p.modules[0]).toEqual({ done: 1, total: 2, action: { label: 'Continue', href: '/course/free-course/module/1/lesson/2' } });
    expect(p.modules[1]?.action?.label).toBe('Start');
  });

  it('a finished module offers Review; a finished course too', () => {
    const p = courseProgress('free-course', LESSONS, [done('free-course-1-1'), done('free-course-1-2'), opened('free-course-2-1')]);
    expect(p.modules[0]).toEqual({ done: 2, total: 2, action: { label: 'Review', href: '/course/free-course/module/1/lesson/1' } });
    expect(p.modules[1]).toMatchObject({ done: 0, total: 1, action: { label: 'Continue' } });
    expect(p.course.action).toEqual({ label: 'Continue', href: '/course/free-course/module/2/lesson/1' });

    const all = courseProgress(
      'free-course',
      LESSONS,
      LESSONS.filter((l) => l.courseId === 'free-course').map((l) => done(l.id)),
    );
    expect(all.course).toMatchObject({ done: 6, action: { label: 'Review' } });
  });

  it('premium module 1 is the whole starter course; the course itself starts at module 2', () => {
    const p = courseProgress('premium-course', LESSONS, [done('free-course-1-1'), done('premium-course-2-1')]);
    expect(p.modules).toHaveLength(7);
    expect(p.modules[0]).toEqual({ done: 1, total: 6, action: { label: 'Continue', href: '/course/free-course/module/1/lesson/2' } });
    expect(p.modules[1]).toEqual({ done: 1, total: 2, action: { label: 'Continue', href: '/course/premium-course/module/2/lesson/2' } });
    expect(p.course).toEqual({ done: 1, total: 7, action: { label: 'Continue', href: '/course/premium-course/module/2/lesson/2' } });
  });
});
