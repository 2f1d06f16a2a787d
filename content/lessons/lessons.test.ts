import { describe, expect, it } from 'vitest';
import { COURSE_IDS, FREE_COURSE_OUTLINE, PREMIUM_COURSE_OUTLINE } from '../courses/courses';
import { wordsOf } from './lesson-minutes';
import {
  ALL_LESSONS,
  COURSE_LESSON_MODULES,
  LESSON_FILES,
  adjacentLessons,
  findLesson,
  findLessonById,
  lessonsOfCourse,
  validateLessons,
  type LessonFile,
} from './lesson-registry.server';
import { GENERIC_WHY_WRONG, lessonSchema, type Lesson } from './lesson-schema';

function normalise(paragraph: string): string {
  return paragraph.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Official sites the lessons may link to; a new host must be added here deliberately (no invented URLs). */
const KNOWN_HOSTS = new Set([
  'academy.hubspot.com',
  'academy.make.com',
  'academy.openai.com',
  'buffer.com',
  'calendly.com',
  'chatgpt.com',
  'claude.ai',
  'copilot.microsoft.com',
  'developers.google.com',
  'docs.anthropic.com',
  'gemini.google.com',
  'help.make.com',
  'help.openai.com',
  'ico.org.uk',
  'lookerstudio.google.com',
  'n8n.io',
  'platform.openai.com',
  'search.google.com',
  'stripe.com',
  'support.google.com',
  'tally.so',
  'www.apollo.io',
  'www.canva.com',
  'www.capcut.com',
  'www.descript.com',
  'www.ftc.gov',
  'www.google.com',
  'www.hubspot.com',
  'www.loom.com',
  'www.make.com',
  'www.meetup.com',
  'www.notion.com',
  'www.perplexity.ai',
  'www.upwork.com',
  'zapier.com',
]);

describe('lesson content', () => {
  it('parses every lesson file with the schema', () => {
    for (const { file, data } of LESSON_FILES) {
      const result = lessonSchema.safeParse(data);
      expect(result.success, `${file}: ${result.success ? '' : result.error.message}`).toBe(true);
    }
    expect(ALL_LESSONS).toHaveLength(LESSON_FILES.length);
    expect(ALL_LESSONS.length).toBeGreaterThanOrEqual(13);
  });

  it('has at least one lesson in every module shown on both course pages', () => {
    const freeModules = FREE_COURSE_OUTLINE.map((_, index) => index + 1);
    // Premium module 1 is the starter course itself; modules 2..n carry premium lessons.
    const premiumModules = PREMIUM_COURSE_OUTLINE.map((_, index) => index + 1).slice(1);
    expect(COURSE_LESSON_MODULES['free-course']).toEqual(freeModules);
    expect(COURSE_LESSON_MODULES['premium-course']).toEqual(premiumModules);
    for (const courseId of COURSE_IDS) {
      for (const module of COURSE_LESSON_MODULES[courseId]!) {
        expect(findLesson(courseId, module, 1), `${courseId} module ${module} lesson 1`).toBeDefined();
      }
    }
  });

  it('states, for an action item whose instruction names a time, exactly that time', () => {
    for (const lesson of ALL_LESSONS) {
      const stated = /(\d+)[- ]minutes?\b/.exec(lesson.actionItem.instruction);
      if (stated) expect(lesson.actionItem.minutes, lesson.id).toBe(Number(stated[1]));
    }
  });

  it('uses unique lesson ids and unique positions', () => {
    const ids = ALL_LESSONS.map((lesson) => lesson.id);
    expect(new Set(ids).size).toBe(ids.length);
    const positions = ALL_LESSONS.map((lesson) => `${lesson.courseId}/${lesson.module}/${lesson.order}`);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('marks exactly the premium course lessons as premium', () => {
    for (const lesson of ALL_LESSONS) {
      expect(lesson.isPremium, lesson.id).toBe(lesson.courseId === 'premium-course');
    }
  });

  it('chains previous/next through every lesson of a course in order, across modules', () => {
    for (const courseId of COURSE_IDS) {
      const course = lessonsOfCourse(courseId);
      const first = course[0];
      const last = course[course.length - 1];
      if (!first || !last) throw new Error(`${courseId} has no lessons`);

      const forward: string[] = [];
      let cursor: { module: number; order: number } | null = first;
      while (cursor) {
        const lesson = findLesson(courseId, cursor.module, cursor.order);
        if (!lesson) throw new Error(`next link points to a missing lesson in ${courseId}`);
        forward.push(lesson.id);
        cursor = adjacentLessons(courseId, lesson.module, lesson.order).next;
      }
      expect(forward).toEqual(course.map((lesson) => lesson.id));

      const backward: string[] = [];
      cursor = last;
      while (cursor) {
        const lesson = findLesson(courseId, cursor.module, cursor.order);
        if (!lesson) throw new Error(`previous link points to a missing lesson in ${courseId}`);
        backward.push(lesson.id);
        cursor = adjacentLessons(courseId, lesson.module, lesson.order).prev;
      }
      expect(backward).toEqual(course.map((lesson) => lesson.id).reverse());
    }
  });

  it('crosses module boundaries and stops at the ends of a course', () => {
    expect(adjacentLessons('free-course', 1, 2).next).toMatchObject({ courseId: 'free-course', module: 2, order: 1 });
    expect(adjacentLessons('free-course', 2, 1).prev).toMatchObject({ module: 1, order: 2 });
    expect(adjacentLessons('free-course', 1, 1).prev).toBeNull();
    expect(adjacentLessons('free-course', 5, 1).next).toBeNull();
    expect(adjacentLessons('premium-course', 2, 1).prev).toBeNull();
    expect(adjacentLessons('premium-course', 7, 1).next).toBeNull();
    expect(adjacentLessons('premium-course', 1, 1)).toEqual({ prev: null, next: null });
    expect(adjacentLessons('no-such-course', 1, 1)).toEqual({ prev: null, next: null });
    expect(findLesson('premium-course', 1, 1)).toBeUndefined();
    expect(findLesson('free-course', 1, 99)).toBeUndefined();
    expect(findLessonById(ALL_LESSONS[0]!.id)).toEqual(ALL_LESSONS[0]);
  });

  it('gives every knowledge check questions of four distinct options and a valid answer', () => {
    for (const lesson of ALL_LESSONS) {
      expect(lesson.quiz.length, lesson.id).toBeGreaterThanOrEqual(1);
      for (const question of lesson.quiz) {
        const options = question.options.map((option) => normalise(option.text));
        expect(options, lesson.id).toHaveLength(4);
        expect(new Set(options).size, lesson.id).toBe(4);
        expect(question.correct, lesson.id).toBeGreaterThanOrEqual(0);
        expect(question.correct, lesson.id).toBeLessThan(4);
      }
    }
  });

  it('gives every wrong choice a reason that does not name the right answer (decision 031h)', () => {
    for (const lesson of ALL_LESSONS) {
      for (const question of lesson.quiz) {
        const right = normalise(question.options[question.correct]!.text);
        question.options.forEach((option, index) => {
          if (index === question.correct) return expect(option.whyWrong, lesson.id).toBeUndefined();
          expect(option.whyWrong, lesson.id).toBeTruthy();
          expect(normalise(option.whyWrong!), lesson.id).not.toContain(right);
        });
      }
    }
  });

  it('explains every wrong choice in its own words, never with the generic fallback line (issue 41 item 20)', () => {
    for (const lesson of ALL_LESSONS) {
      for (const question of lesson.quiz) {
        for (const option of question.options) expect(option.whyWrong, lesson.id).not.toBe(GENERIC_WHY_WRONG);
      }
    }
  });

  it('spreads correct quiz answers across positions so learners cannot guess a pattern', () => {
    const positions = new Set(ALL_LESSONS.flatMap((lesson) => lesson.quiz.map((question) => question.correct)));
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });

  it('never repeats a paragraph, takeaway or tip between or within lessons', () => {
    const seen = new Map<string, string>();
    for (const lesson of ALL_LESSONS) {
      const texts = [
        ...lesson.sections.flatMap((section) => section.content),
        ...lesson.keyTakeaways,
        lesson.moneyMakingTip,
      ];
      for (const text of texts) {
        const key = normalise(text);
        const owner = seen.get(key);
        expect(owner, `"${text.slice(0, 60)}…" appears in ${owner} and ${lesson.id}`).toBeUndefined();
        seen.set(key, lesson.id);
      }
    }
  });

  it('derives the read time from the amount of text and the duration from it plus the action item (issue 26)', () => {
    for (const lesson of ALL_LESSONS) {
      const words = wordsOf(lesson);
      expect(lesson.estimatedReadTime, `${lesson.id} (${words} words)`).toBe(Math.ceil(words / 200));
      expect(lesson.duration, lesson.id).toBe(lesson.estimatedReadTime + lesson.actionItem.minutes);
    }
  });

  it('refuses a lesson file that types its own duration or read time', () => {
    const [file] = LESSON_FILES;
    for (const key of ['duration', 'estimatedReadTime']) {
      const typed = { ...file!, data: { ...(file!.data as object), [key]: 15 } };
      expect(() => validateLessons([typed]), key).toThrow(new RegExp(key));
    }
  });

  it('links only to https pages on known official sites', () => {
    for (const lesson of ALL_LESSONS) {
      for (const resource of lesson.resources) {
        const url = new URL(resource.url);
        expect(url.protocol, resource.url).toBe('https:');
        expect(KNOWN_HOSTS.has(url.hostname), `${lesson.id}: ${resource.url}`).toBe(true);
      }
    }
  });

  it('presents success stories as illustrative, not as real named people', () => {
    for (const lesson of ALL_LESSONS) {
      expect(lesson.successStory.name, lesson.id).toMatch(/^[A-Z][a-z]+ \(illustrative example\)$/);
    }
  });
});

describe('validateLessons', () => {
  const sample = LESSON_FILES[0]!;
  const sampleData = sample.data as Lesson;

  it('names the file and lesson id of an invalid lesson', () => {
    const broken: LessonFile = { file: sample.file, data: { ...sampleData, quiz: [{ ...sampleData.quiz[0]!, correct: 4 }] } };
    expect(() => validateLessons([broken])).toThrow(`content/lessons/${sample.file} (id: ${sampleData.id})`);
  });

  it('rejects unknown (misspelt) fields', () => {
    const typo: LessonFile = { file: sample.file, data: { ...sampleData, keyTakeaway: [] } };
    expect(() => validateLessons([typo])).toThrow(/keyTakeaway/);
  });

  it('rejects a duplicate id', () => {
    const copy: LessonFile = {
      file: 'free-course/module-1-lesson-9.yaml',
      data: { ...sampleData, order: 9 },
    };
    expect(() => validateLessons([sample, copy])).toThrow(/also used by/);
  });

  it('rejects a gap in the lesson numbers of a module', () => {
    const gap: LessonFile = {
      file: 'free-course/module-1-lesson-3.yaml',
      data: { ...sampleData, id: 'another-lesson', order: 3 },
    };
    expect(() => validateLessons([sample, gap])).toThrow(/without gaps/);
  });

  it('rejects a file name that does not match the lesson position', () => {
    const misplaced: LessonFile = { file: 'free-course/module-2-lesson-1.yaml', data: sampleData };
    expect(() => validateLessons([misplaced])).toThrow(/file name must be/);
  });

  it('rejects a lesson in a module that carries no lessons', () => {
    const premiumData = LESSON_FILES.find((entry) => (entry.data as Lesson).courseId === 'premium-course')!
      .data as Lesson;
    const moduleOne: LessonFile = {
      file: 'premium-course/module-1-lesson-1.yaml',
      data: { ...premiumData, module: 1, order: 1 },
    };
    expect(() => validateLessons([moduleOne])).toThrow(/not a lesson module/);
  });
});
