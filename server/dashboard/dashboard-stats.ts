/**
 * The learner dashboard's figures, computed from the learner's own saved progress (DESIGN fix 6):
 * plain functions of their inputs and a clock, so tests can pin every number.
 */

export interface LessonMeta {
  id: string;
  courseId: string;
  module: number;
  order: number;
  title: string;
  estimatedReadTime: number;
  href: string;
}

export interface ProgressRow {
  lessonKey: string;
  completedAt: Date | null;
  updatedAt: Date;
  /** Measured study time in the lesson (server/lessons/study-time.ts), as a certificate states it. */
  activeSeconds?: number;
}

export interface ActivityRow {
  lessonKey: string;
  type: 'continue' | 'open-quiz' | 'answer-quiz' | 'retake-quiz' | 'complete-action' | 'complete';
  correct: boolean | null;
  occurredAt: Date;
  /** The measured study time this step credited (0 for steps recorded before it was kept). */
  creditedSeconds?: number;
}

export interface CourseMeta {
  id: string;
  title: string;
  href: string;
  owned: boolean;
  /** Open to every learner (a free offer gives it): the first such course is the starter course of the achievements. */
  open?: boolean;
  /** The next lesson the course's drip schedule holds back for this learner (issue 43), if any. */
  nextOpening?: { title: string; opensAt: Date } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DashboardInput {
  courses: CourseMeta[];
  lessons: LessonMeta[];
  progress: ProgressRow[];
  activity: ActivityRow[];
  /** When the premium course was bought (paid), if it was. */
  premiumSince: Date | null;
  now: Date;
  timeZone: string;
}

export const WEEKLY_GOALS = { lessons: 5, hours: 3 } as const;

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function localDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday of the week holding `day`. */
function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  return shiftDay(day, -weekday);
}

/** Consecutive days with activity, ending today (or yesterday: a streak stays alive until a day is missed). */
export function currentStreak(activityDays: ReadonlySet<string>, today: string): number {
  let day = activityDays.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (activityDays.has(day)) {
    streak += 1;
    day = shiftDay(day, -1);
  }
  return streak;
}

/** The first day on which a run of `length` consecutive active days was reached, or null. */
export function firstRunOf(activityDays: ReadonlySet<string>, length: number): string | null {
  const days = [...activityDays].sort();
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && shiftDay(previous, 1) === day ? run + 1 : 1;
    if (run >= length) return day;
    previous = day;
  }
  return null;
}

function hours(seconds: number): number {
  return Math.round((seconds / 3600) * 10) / 10;
}

/**
 * The knowledge-check answers the activity list shows: the latest per lesson (a retake replaces the line,
 * with its result), so a check taken three times is one line, not three.
 */
function latestAnswers(activity: readonly ActivityRow[]): ActivityRow[] {
  const latest = new Map<string, ActivityRow>();
  for (const row of activity) {
    if (row.type !== 'answer-quiz') continue;
    const seen = latest.get(row.lessonKey);
    if (!seen || row.occurredAt > seen.occurredAt) latest.set(row.lessonKey, row);
  }
  return [...latest.values()];
}

export interface Step {
  done: number;
  total: number;
  /** Start (nothing opened yet), Continue (at the first unfinished lesson) or Review (all done); null without lessons. */
  action: { label: 'Start' | 'Continue' | 'Review'; href: string } | null;
}

/**
 * Where a learner stands in a run of lessons (a course, a module) and the lesson that takes them on.
 * The dashboard and the course pages both use it, so they always agree.
 */
export function nextStep(lessons: readonly LessonMeta[], progressById: ReadonlyMap<string, ProgressRow>): Step {
  const done = lessons.filter((l) => progressById.get(l.id)?.completedAt).length;
  const first = lessons[0];
  if (!first) return { done, total: 0, action: null };
  const next = lessons.find((l) => !progressById.get(l.id)?.completedAt);
  const action = !next
    ? { label: 'Review' as const, href: first.href }
    : lessons.some((l) => progressById.has(l.id))
      ? { label: 'Continue' as const, href: next.href }
      : { label: 'Start' as const, href: first.href };
  return { done, total: lessons.length, action };
}

export function buildDashboard(input: DashboardInput) {
  const { timeZone, now } = input;
  const lessonById = new Map(input.lessons.map((l) => [l.id, l]));
  const progressById = new Map(input.progress.map((p) => [p.lessonKey, p]));
  const completed = input.progress
    .filter((p): p is ProgressRow & { completedAt: Date } => p.completedAt !== null && lessonById.has(p.lessonKey))
    .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());

  const today = localDay(now, timeZone);
  const activityDays = new Set(input.activity.map((a) => localDay(a.occurredAt, timeZone)));
  const streakDays = currentStreak(activityDays, today);

  const courses = input.courses.map((course) => {
    const lessons = input.lessons.filter((l) => l.courseId === course.id);
    const touched = lessons.map((l) => progressById.get(l.id)).filter((p): p is ProgressRow => Boolean(p));
    const lastAccessed = touched.reduce<Date | null>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), null);
    const step = nextStep(lessons, progressById);
    return {
      id: course.id,
      title: course.title,
      href: course.href,
      locked: !course.owned,
      done: step.done,
      total: step.total,
      percent: step.total ? Math.round((step.done / step.total) * 100) : 0,
      lastAccessed: lastAccessed?.toISOString() ?? null,
      action: course.owned ? step.action : null,
      // "opens in 3 days": whole days, rounded up, so a lesson opening later today is "in 1 day".
      nextOpening: course.nextOpening
        ? {
            title: course.nextOpening.title,
            opensAt: course.nextOpening.opensAt.toISOString(),
            inDays: Math.max(1, Math.ceil((course.nextOpening.opensAt.getTime() - now.getTime()) / DAY_MS)),
          }
        : null,
    };
  });

  const weekOf = weekStart(today);
  const completedThisWeek = completed.filter((p) => weekStart(localDay(p.completedAt, timeZone)) === weekOf);
  // Measured time, never the lessons' estimated read times (issue 41): what certificates state too.
  const secondsThisWeek = input.activity
    .filter((a) => weekStart(localDay(a.occurredAt, timeZone)) === weekOf)
    .reduce((sum, a) => sum + (a.creditedSeconds ?? 0), 0);
  const totalSeconds = input.progress.filter((p) => lessonById.has(p.lessonKey)).reduce((sum, p) => sum + (p.activeSeconds ?? 0), 0);

  const activity = [
    ...[...input.activity.filter((a) => a.type === 'complete'), ...latestAnswers(input.activity)].map((a) => {
      const title = lessonById.get(a.lessonKey)?.title ?? 'A lesson';
      return a.type === 'complete'
        ? { kind: 'lesson-completed' as const, title, detail: 'Lesson completed', at: a.occurredAt }
        : {
            kind: 'quiz-answered' as const,
            title,
            detail: a.correct ? 'Knowledge check: correct answer' : 'Knowledge check answered',
            at: a.occurredAt,
          };
    }),
    ...(input.premiumSince
      ? [{ kind: 'purchase' as const, title: 'Premium course', detail: 'Joined premium', at: input.premiumSince }]
      : []),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, 8)
    .map((a) => ({ ...a, at: a.at.toISOString() }));

  const firstCorrect = input.activity
    .filter((a) => a.type === 'answer-quiz' && a.correct)
    .reduce<Date | null>((min, a) => (!min || a.occurredAt < min ? a.occurredAt : min), null);
  const moduleDone = earliestCompletedGroup(input.lessons, progressById, (l) => `${l.courseId}/${l.module}`);
  const starterDone = earliestCompletedGroup(
    input.lessons.filter((l) => l.courseId === input.courses.find((c) => c.open)?.id),
    progressById,
    () => 'starter',
  );
  const sevenDay = firstRunOf(activityDays, 7);

  const achievements = [
    { id: 'first-lesson', name: 'First Lesson', description: 'Complete your first lesson', earnedAt: completed[0]?.completedAt ?? null },
    { id: 'first-correct-quiz', name: 'Sharp Mind', description: 'Answer a knowledge check correctly', earnedAt: firstCorrect },
    { id: 'module-complete', name: 'Module Master', description: 'Complete every lesson of a module', earnedAt: moduleDone },
    { id: 'starter-complete', name: 'Foundation Laid', description: 'Complete the starter course', earnedAt: starterDone },
    { id: 'premium', name: 'Premium Member', description: 'Join the premium course', earnedAt: input.premiumSince },
    {
      id: 'seven-day-streak',
      name: 'On a Roll',
      description: 'Learn on 7 days in a row',
      earnedAt: sevenDay ? new Date(`${sevenDay}T12:00:00Z`) : null,
    },
  ].map((a) => ({ ...a, earnedAt: a.earnedAt?.toISOString() ?? null }));

  return {
    stats: {
      courses: input.courses.filter((c) => c.owned).length,
      lessonsCompleted: completed.length,
      /** Measured study time, whole minutes. */
      studyMinutes: Math.floor(totalSeconds / 60),
      streakDays,
    },
    courses,
    activity,
    achievements,
    goals: {
      lessons: { done: completedThisWeek.length, target: WEEKLY_GOALS.lessons },
      hours: { done: hours(secondsThisWeek), target: WEEKLY_GOALS.hours },
    },
  };
}

/** When the first group (module, course) had all its lessons completed: the latest completion in it. */
function earliestCompletedGroup(
  lessons: readonly LessonMeta[],
  progress: ReadonlyMap<string, ProgressRow>,
  groupOf: (l: LessonMeta) => string,
): Date | null {
  const groups = new Map<string, LessonMeta[]>();
  for (const lesson of lessons) groups.set(groupOf(lesson), [...(groups.get(groupOf(lesson)) ?? []), lesson]);
  let earliest: Date | null = null;
  for (const members of groups.values()) {
    const dates = members.map((l) => progress.get(l.id)?.completedAt ?? null);
    if (dates.some((d) => d === null)) continue;
    const finished = dates.reduce((max, d) => (d! > max! ? d : max))!;
    if (!earliest || finished < earliest) earliest = finished;
  }
  return earliest;
}

export type Dashboard = ReturnType<typeof buildDashboard>;
