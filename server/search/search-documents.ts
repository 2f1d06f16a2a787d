// `.server`: reads premium lesson and idea text to index it for readers who have access.
import { ideaGuidePath, ideasHref } from '../../common/business-ideas';
import { heldBackLessons } from '../../common/drip';
import { formatMinutes } from '../../common/format';
import { lessonPath } from '../../common/routes';
import { loadIdeas } from '../../content/ideas/load-ideas';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { ALL_TEMPLATES } from '../../content/templates/load-templates.server';
import { getArticles } from '../blog/article-collection';
import { courseById, publishedCourses } from '../courses/course-catalogue';
import { courseDurations } from '../courses/course-durations';
import { currentDripRules } from '../drip/drip-rules';
import { getHelpQuestions } from '../help/help-questions';
import type { SearchType } from '../../common/search-schema';
import type { Idea } from '../../content/ideas/idea-schema';
import type { Lesson } from '../../content/lessons/lesson-schema';

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

/** A result's context line: its course's title. */
const courseTitle = (courseId: string) => courseById(courseId)?.title ?? '';

function lessonBody(lesson: Lesson): string {
  return [
    ...lesson.sections.flatMap((s) => s.content),
    ...lesson.quiz.map((question) => question.question),
    lesson.actionItem.title,
    lesson.actionItem.instruction,
    ...lesson.keyTakeaways,
    lesson.moneyMakingTip,
  ].join(' ');
}

/**
 * The site's content as search documents for one kind of reader. `withPremium` (the member area) decides whether the
 * premium ideas' guides and the templates are included; `courseIds` the sold courses whose lesson text is (the
 * reader's own, issue 43): any other sold course's lessons are found by their titles and descriptions only.
 */
export function buildSearchDocuments({
  withPremium,
  courseIds = [],
}: {
  withPremium: boolean;
  courseIds?: readonly string[];
}): SearchDocument[] {
  const docs: SearchDocument[] = [];

  // A lesson a drip schedule may hold back keeps its text out of every index: its title alone is found (issue 43).
  const heldBack = new Set([...currentDripRules().values()].flatMap(heldBackLessons));
  for (const lesson of allLessons()) {
    const course = courseById(lesson.courseId);
    // A draft or archived course's lessons are the owner's alone (decision 033f): in no index.
    if (course?.status !== 'published') continue;
    // A course no free offer opens is sold: its text is in its learners' index only.
    const premium = !course.open;
    const open = (!premium || courseIds.includes(course.id)) && !heldBack.has(lesson.id);
    const sectionTitles = lesson.sections.map((s) => s.title).join(' · ');
    docs.push({
      id: `lesson:${lesson.id}`,
      type: 'lesson',
      tier: premium ? 'premium' : 'free',
      title: lesson.title,
      text: [lesson.description, sectionTitles, open ? lessonBody(lesson) : ''].join(' '),
      summary: open ? `${lesson.description} ${lessonBody(lesson)}` : `${lesson.description} Sections: ${sectionTitles}.`,
      href: lessonPath(lesson.courseId, lesson.module, lesson.order),
      context: `${courseTitle(lesson.courseId)} · Module ${lesson.module}`,
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

  // Every published course's own modules; a module that is another course (the premium course's module 1 is the
  // starter course) is that course's, indexed with it.
  const modules = publishedCourses().flatMap((course) =>
    course.modules.flatMap((title, index) =>
      course.moduleCourses[String(index + 1)] ? [] : [{ title, courseId: course.id, number: index + 1, open: course.open }],
    ),
  );
  for (const module of modules) {
    const moduleMinutes = courseDurations(module.courseId).modules[module.number - 1] ?? 0;
    const lessons = allLessons().filter((l) => l.courseId === module.courseId && l.module === module.number);
    docs.push({
      id: `module:${module.courseId}:${module.number}`,
      type: 'module',
      tier: module.open ? 'free' : 'premium',
      title: `Module ${module.number}: ${module.title}`,
      text: lessons.map((l) => `${l.title} ${l.description}`).join(' '),
      summary: `${formatMinutes(moduleMinutes)}. Lessons: ${lessons.map((l) => l.title).join('; ')}.`,
      href: lessonPath(module.courseId, module.number, 1),
      context: courseTitle(module.courseId),
      minutes: moduleMinutes,
      date: null,
    });
  }

  for (const idea of loadIdeas()) docs.push(ideaDocument(idea, withPremium));

  for (const article of getArticles()) {
    const body = visibleText(article.html);
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

  // The member area's templates exist only in the members' index (issue 19): not even their titles reach anyone else.
  if (withPremium) {
    for (const template of ALL_TEMPLATES) {
      const body = template.body ?? [template.columns ?? [], ...(template.rows ?? [])].map((row) => row.join(' ')).join(' ');
      docs.push({
        id: `template:${template.slug}`,
        type: 'template',
        tier: 'premium',
        title: template.title,
        text: `${template.summary} ${template.category} ${template.howToUse.join(' ')} ${body}`,
        summary: `${template.summary} ${body}`,
        href: `/premium/templates/${template.slug}`,
        context: `Member area · ${template.category}`,
        minutes: null,
        date: template.updated ?? template.added,
      });
    }
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
      // Each answer has its own anchor in the Help Center (app/components/help/help-center.tsx).
      href: `/help#${question.id}`,
      context: `Help · ${question.category}`,
      minutes: null,
      date: null,
    });
  }

  return docs;
}

/**
 * A business idea. A premium idea without access is what its locked card on /business-ideas shows to
 * everyone (title, category, difficulty, revenue, time to start); its description and tools are indexed
 * only for readers with access, as they are sent only to them (server/ideas/idea-views.ts). The AI prompt
 * is not indexed: it is instructions to an assistant, and its generic words ("plan", "clients", "pricing")
 * would match nearly every idea. A result opens the idea's guide page (`/business-ideas/<id>`), or the locked card.
 */
function ideaDocument(idea: Idea, withPremium: boolean): SearchDocument {
  const open = !idea.isPremium || withPremium;
  const tab = idea.isPremium ? 'premium' : 'free';
  const facts = `${idea.difficulty} · ${idea.potentialRevenue} · ${idea.timeToStart} to start.`;
  return {
    id: `idea:${idea.id}`,
    type: 'idea',
    tier: idea.isPremium ? 'premium' : 'free',
    title: idea.title,
    text: open
      ? `${idea.category} ${idea.difficulty} ${idea.description} ${idea.requiredTools.join(' ')}`
      : `${idea.category} ${idea.difficulty}`,
    summary: open
      ? `${idea.description} Tools: ${idea.requiredTools.join(', ')}.`
      : `${facts} The full description, AI prompt and tool list come with premium access.`,
    href: open ? ideaGuidePath(idea.id) : ideasHref({ tab }, `idea-${idea.id}-title`),
    context: idea.category,
    minutes: null,
    date: null,
  };
}

/**
 * The text a reader sees in rendered article HTML: without screen-reader-only hints such as a link's
 * "(opens in a new tab)", entities decoded, and a heading set off from the paragraph after it.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<\/h[1-6]>/g, ' — ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity: string) => decodeEntity(entity))
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string): string {
  if (entity[0] !== '#') return NAMED_ENTITIES[entity.toLowerCase()] ?? '';
  const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}
