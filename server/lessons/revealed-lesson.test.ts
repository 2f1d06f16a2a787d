import { describe, expect, it } from 'vitest';
import { INITIAL_PROGRESS, progressPercent, type ProgressState } from '../../common/lesson-progress';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { knowledgeCheckView } from './knowledge-check';
import { revealedLesson } from './read-lesson';
import type { LessonResponse } from '../../content/lessons/lesson-view';

// The lesson page's loader data is rendered once and sent again for hydration: it carries only what the
// learner has reached, so a first visit does not ship the whole lesson twice (issue 25).

const lesson = ALL_LESSONS.find((l) => l.courseId === 'free-course' && l.module === 1 && l.order === 1)!;
const response = (state: ProgressState): LessonResponse => ({
  lesson: {
    ...lesson,
    isPremium: false,
    quiz: knowledgeCheckView(lesson, INITIAL_PROGRESS, 0.7),
    courseTitle: '',
    moduleTitle: '',
    prev: null,
    next: null,
  },
  progress: { ...state, percent: progressPercent(state, lesson.sections.length) },
});

describe('revealedLesson', () => {
  it('sends a new reader the first section and none of the later text', () => {
    const sent = revealedLesson(response(INITIAL_PROGRESS));
    const json = JSON.stringify(sent);
    expect(sent.lesson.sectionCount).toBe(lesson.sections.length);
    expect(sent.lesson.sections.map((s) => s.id)).toEqual([lesson.sections[0]!.id]);
    expect(json).toContain(lesson.sections[0]!.title);
    for (const later of lesson.sections.slice(1)) expect(json).not.toContain(later.title);
    for (const question of lesson.quiz) expect(json).not.toContain(question.question);
    expect(json).not.toContain(lesson.successStory.challenge);
    expect(json).not.toContain(lesson.moneyMakingTip);
  });

  it('sends every section and the knowledge check once the check is open, but not the action item yet', () => {
    const sent = revealedLesson(response({ ...INITIAL_PROGRESS, sectionsRevealed: lesson.sections.length, quizOpened: true }));
    expect(sent.lesson.sections).toHaveLength(lesson.sections.length);
    expect(sent.lesson.quiz?.questions.map((q) => q.question).sort()).toEqual(lesson.quiz.map((q) => q.question).sort());
    expect(sent.lesson.actionItem).toBeNull();
    expect(sent.lesson.successStory).toEqual(lesson.successStory);
  });
});
