import { describe, expect, it } from 'vitest';
import { buildDashboard, currentStreak, firstRunOf, localDay, type DashboardInput, type LessonMeta } from './dashboard-stats';

const lesson = (id: string, courseId: string, module: number, order: number, read = 30): LessonMeta => ({
  id,
  courseId,
  module,
  order,
  title: `Lesson ${id}`,
  estimatedReadTime: read,
  href: `/course/${courseId}/module/${module}/lesson/${order}`,
});

const LESSONS = [
  lesson('a', 'free-course', 1, 1),
  lesson('b', 'free-course', 1, 2),
  lesson('c', 'free-course', 2, 1),
  lesson('p', 'premium-course', 2, 1, 60),
];
const COURSES = [
  { id: 'free-course', title: 'Starter', href: '/course/free', owned: true, open: true },
  { id: 'premium-course', title: 'Premium', href: '/course/premium', owned: false },
];
// Wednesday 2026-11-18, 10:00 UTC.
const NOW = new Date('2026-11-18T10:00:00Z');

function input(overrides: Partial<DashboardInput> = {}): DashboardInput {
  return { courses: COURSES, lessons: LESSONS, progress: [], activity: [], premiumSince: null, now: NOW, timeZone: 'UTC', ...overrides };
}

describe('buildDashboard', () => {
  it('gives a new account zeros, a Start button and no earned achievements', () => {
    const d = buildDashboard(input());
    expect(d.stats).toEqual({ courses: 1, lessonsCompleted: 0, studyMinutes: 0, streakDays: 0 });
    expect(d.courses[0]).toMatchObject({
      done: 0,
      total: 3,
      percent: 0,
      lastAccessed: null,
      action: { label: 'Start', href: LESSONS[0]!.href },
    });
    expect(d.courses[1]).toMatchObject({ locked: true, action: null });
    expect(d.achievements.every((a) => a.earnedAt === null)).toBe(true);
    expect(d.goals).toEqual({ lessons: { done: 0, target: 5 }, hours: { done: 0, target: 3 } });
  });

  it('counts completed lessons, measured study time (not read time), and continues at the next unfinished lesson', () => {
    const completedAt = new Date('2026-11-17T09:00:00Z');
    const d = buildDashboard(
      input({
        progress: [
          { lessonKey: 'a', completedAt, updatedAt: completedAt, activeSeconds: 7 * 60 + 30 },
          { lessonKey: 'b', completedAt: null, updatedAt: new Date('2026-11-18T08:00:00Z'), activeSeconds: 90 },
        ],
        activity: [
          { lessonKey: 'a', type: 'answer-quiz', correct: true, occurredAt: new Date('2026-11-17T08:55:00Z') },
          { lessonKey: 'a', type: 'complete', correct: null, occurredAt: completedAt },
          { lessonKey: 'b', type: 'continue', correct: null, occurredAt: new Date('2026-11-18T08:00:00Z') },
        ],
      }),
    );
    expect(d.stats.lessonsCompleted).toBe(1);
    expect(d.stats.studyMinutes).toBe(9);
    expect(d.stats.streakDays).toBe(2);
    expect(d.courses[0]).toMatchObject({
      done: 1,
      percent: 33,
      action: { label: 'Continue', href: LESSONS[1]!.href },
      lastAccessed: '2026-11-18T08:00:00.000Z',
    });
    expect(d.activity.map((a) => a.kind)).toEqual(['lesson-completed', 'quiz-answered']);
    expect(d.achievements.find((a) => a.id === 'first-lesson')?.earnedAt).toBe(completedAt.toISOString());
    expect(d.achievements.find((a) => a.id === 'first-correct-quiz')?.earnedAt).toBe('2026-11-17T08:55:00.000Z');
    expect(d.achievements.find((a) => a.id === 'module-complete')?.earnedAt).toBeNull();
    expect(d.goals.lessons.done).toBe(1);
  });

  it('earns module and starter-course achievements when every lesson is done, and offers Review', () => {
    const at = (d: string) => new Date(`2026-11-${d}T12:00:00Z`);
    const d = buildDashboard(
      input({
        progress: [
          { lessonKey: 'a', completedAt: at('10'), updatedAt: at('10') },
          { lessonKey: 'b', completedAt: at('11'), updatedAt: at('11') },
          { lessonKey: 'c', completedAt: at('12'), updatedAt: at('12') },
        ],
      }),
    );
    expect(d.achievements.find((a) => a.id === 'module-complete')?.earnedAt).toBe(at('11').toISOString());
    expect(d.achievements.find((a) => a.id === 'starter-complete')?.earnedAt).toBe(at('12').toISOString());
    expect(d.courses[0]?.action?.label).toBe('Review');
    // Lessons of last week do not count toward this week's goal (weeks start on Monday 16 Nov).
    expect(d.goals.lessons.done).toBe(0);
  });

  it('shows the premium purchase in activity and achievements', () => {
    const since = new Date('2026-11-15T10:00:00Z');
    const d = buildDashboard(input({ premiumSince: since, courses: COURSES.map((c) => ({ ...c, owned: true })) }));
    expect(d.stats.courses).toBe(2);
    expect(d.activity[0]).toMatchObject({ kind: 'purchase' });
    expect(d.achievements.find((a) => a.id === 'premium')?.earnedAt).toBe(since.toISOString());
  });
});

describe('streaks', () => {
  it('counts consecutive days ending today or yesterday, and breaks on a missed day', () => {
    expect(currentStreak(new Set(['2026-11-16', '2026-11-17', '2026-11-18']), '2026-11-18')).toBe(3);
    expect(currentStreak(new Set(['2026-11-16', '2026-11-17']), '2026-11-18')).toBe(2);
    expect(currentStreak(new Set(['2026-11-15', '2026-11-16']), '2026-11-18')).toBe(0);
  });

  it('uses the learner’s time zone to decide the day', () => {
    const lateEvening = new Date('2026-11-18T23:30:00Z');
    expect(localDay(lateEvening, 'UTC')).toBe('2026-11-18');
    expect(localDay(lateEvening, 'Asia/Tokyo')).toBe('2026-11-19');
    expect(localDay(lateEvening, 'America/Los_Angeles')).toBe('2026-11-18');
  });

  it('finds the day a 7-day run was first reached', () => {
    const days = new Set(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-09']);
    expect(firstRunOf(days, 7)).toBe('2026-11-07');
    days.delete('2026-11-04');
    expect(firstRunOf(days, 7)).toBeNull();
  });
});
