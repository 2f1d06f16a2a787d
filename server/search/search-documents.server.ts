// `.server`: reads premium lesson text to index it for readers who have access.
import { FREE_COURSE_ID, FREE_COURSE_OUTLINE, PREMIUM_COURSE_OUTLINE } from '../../common/course-outline';
import { lessonPath } from '../../common/routes';
import type { SearchType } from '../../common/search-schema';
import { ALL_LESSONS } from '../../content/lessons/index';
import type { Lesson } from '../../content/lessons/lesson-schema';
import { getArticles } from '../blog/articles';
import { getHelpQuestions } from '../help/help-questions';

export interface SearchDocument {
  id: string;
  type: SearchType;
  tier: 'free' | 'premium';
  title: string;
  /** Everything matched besides the title. */
  text: string;
  /** Where a result's snippet is cut from (may equal text). */
  summary: string;
  href: string;
  context: string;
  minutes: number | null;
  date: string | null;
}

const COURSE_TITLES: Record<string, string> = { 'free-course': 'Starter course', 'premium-course': 'Premium course' };

function lessonBody(lesson: Lesson): string {
  return [
    ...lesson.sections.flatMap((s) => s.content),
    lesson.quiz.question,
    lesson.actionItem.title,
    lesson.actionItem.instruction,
    ...lesson.keyTakeaways,
    lesson.moneyMakingTip,
  ].join(' ');
}

/**
 * The site's content as search documents. `withPremium` decides whether premium text (lesson bodies,
 * premium resources) is included: the index built without it is the one served to everyone else.
 */
export function buildSearchDocuments({ withPremium }: { withPremium: boolean }): SearchDocument[] {
  const docs: SearchDocument[] = [];

  for (const lesson of ALL_LESSONS) {
    const premium = lesson.courseId !== FREE_COURSE_ID;
    const open = !premium || withPremium;
    const sectionTitles = lesson.sections.map((s) => s.title).join(' · ');
    docs.push({
      id: `lesson:${lesson.id}`,
      type: 'lesson',
      tier: premium ? 'premium' : 'free',
      title: lesson.title,
      text: [lesson.description, sectionTitles, open ? lessonBody(lesson) : ''].join(' '),
      summary: open ? `${lesson.description} ${lessonBody(lesson)}` : `${lesson.description} Sections: ${sectionTitles}.`,
      href: lessonPath(lesson.courseId, lesson.module, lesson.order),
      context: `${COURSE_TITLES[lesson.courseId]} · Module ${lesson.module}`,
      minutes: lesson.duration,
      date: null,
    });
    if (open) {
      for (const resource of lesson.resources) {
        docs.push({
          id: `resource:${lesson.id}:${resource.url}`,
          type: 'resource',
          tier: premium ? 'premium' : 'free',
          title: resource.name,
          text: resource.description,
          summary: resource.description,
          href: resource.url,
          context: `Resource in “${lesson.title}”`,
          minutes: null,
          date: null,
        });
      }
    }
  }

  const modules = [
    ...FREE_COURSE_OUTLINE.map((m, i) => ({ ...m, courseId: 'free-course', number: i + 1 })),
    // Premium module 1 is the starter course itself, indexed above.
    ...PREMIUM_COURSE_OUTLINE.slice(1).map((m, i) => ({ ...m, courseId: 'premium-course', number: i + 2 })),
  ];
  for (const module of modules) {
    const lessons = ALL_LESSONS.filter((l) => l.courseId === module.courseId && l.module === module.number);
    docs.push({
      id: `module:${module.courseId}:${module.number}`,
      type: 'module',
      tier: module.courseId === FREE_COURSE_ID ? 'free' : 'premium',
      title: `Module ${module.number}: ${module.title}`,
      text: lessons.map((l) => `${l.title} ${l.description}`).join(' '),
      summary: `${module.duration}. Lessons: ${lessons.map((l) => l.title).join('; ')}.`,
      href: lessonPath(module.courseId, module.number, 1),
      context: COURSE_TITLES[module.courseId] ?? '',
      minutes: parseDuration(module.duration),
      date: null,
    });
  }

  for (const article of getArticles()) {
    const body = article.html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
    docs.push({
      id: `article:${article.slug}`,
      type: 'article',
      tier: 'free',
      title: article.title,
      text: `${article.excerpt} ${article.tags.join(' ')} ${article.category} ${body}`,
      summary: `${article.excerpt} ${body}`,
      href: `/blog/${article.slug}`,
      context: `Blog · ${article.category}`,
      minutes: Number.parseInt(article.readTime, 10) || null,
      date: article.publishDate,
    });
  }

  for (const question of getHelpQuestions()) {
    const answer = question.answer.join(' ');
    docs.push({
      id: `help:${question.id}`,
      type: 'help',
      tier: 'free',
      title: question.question,
      text: `${answer} ${question.category}`,
      summary: answer,
      href: `/#help-question-${question.id}`,
      context: `Help · ${question.category}`,
      minutes: null,
      date: null,
    });
  }

  return docs;
}

/** "90 mins" → 90, "2 hours" → 120. */
export function parseDuration(text: string): number | null {
  const hours = /(\d+)\s*hour/.exec(text);
  const mins = /(\d+)\s*min/.exec(text);
  if (!hours && !mins) return null;
  return Number(hours?.[1] ?? 0) * 60 + Number(mins?.[1] ?? 0);
}
