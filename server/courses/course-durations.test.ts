import { describe, expect, it } from 'vitest';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { courseDurations } from './course-durations';

// Issue 26: a course's and a module's durations are sums of their lessons', never typed text.

describe('courseDurations', () => {
  it("sums each module's lessons, and the course's modules", () => {
    const free = courseDurations('free-course');
    for (const [index, minutes] of free.modules.entries()) {
      const lessons = ALL_LESSONS.filter((l) => l.courseId === 'free-course' && l.module === index + 1);
      expect(minutes).toBe(lessons.reduce((sum, l) => sum + l.duration, 0));
      expect(minutes).toBeGreaterThan(0);
    }
    expect(free.minutes).toBe(free.modules.reduce((a, b) => a + b, 0));
  });

  it("counts the premium course's first module, the starter course, as the starter course's whole duration", () => {
    const premium = courseDurations('premium-course');
    expect(premium.modules).toHaveLength(7);
    expect(premium.modules[0]).toBe(courseDurations('free-course').minutes);
    expect(premium.minutes).toBe(premium.modules.reduce((a, b) => a + b, 0));
  });

  it('follows the lessons: a longer action item lengthens its module and course', () => {
    const lessons = ALL_LESSONS.map((l) =>
      l.id === ALL_LESSONS[0]!.id
        ? { ...l, duration: l.duration + 60, actionItem: { ...l.actionItem, minutes: l.actionItem.minutes + 60 } }
        : l,
    );
    expect(courseDurations('free-course', lessons).minutes).toBe(courseDurations('free-course').minutes + 60);
    expect(courseDurations('free-course', lessons).modules[0]).toBe(courseDurations('free-course').modules[0]! + 60);
  });
});
