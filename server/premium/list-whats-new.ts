// `.server`: lists premium content (lesson and template titles) for a member.
import { lessonPath } from '../../common/routes';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { ALL_TEMPLATES } from '../../content/templates/load-templates.server';
import { accessSince } from '../entitlements/learner-access';
import type { Db } from '../db/client';

export interface WhatsNewItem {
  kind: 'lesson' | 'template';
  title: string;
  href: string;
  /** YYYY-MM-DD: when it was added, or last updated. */
  date: string;
  change: 'added' | 'updated';
}

export interface WhatsNew {
  /** When the member's premium access began (their purchase or grant), ISO. */
  since: string;
  items: WhatsNewItem[];
}

/**
 * Lifetime updates (issue 19): the lessons and templates added or updated after the day the member's
 * access began, from the content's own `added` / `updated` dates (content/content-date.ts), newest first.
 * Dates are days, so something dated the day of purchase counts as what they bought, not as new.
 */
export async function listWhatsNew({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<WhatsNew> {
  const since = (await accessSince({ db, userId, kind: 'member_area', now })) ?? now;
  const sinceDay = since.toISOString().slice(0, 10);
  const entries = [
    ...allLessons().map((lesson) => ({
      kind: 'lesson' as const,
      title: lesson.title,
      href: lessonPath(lesson.courseId, lesson.module, lesson.order),
      added: lesson.added,
      updated: lesson.updated,
    })),
    ...ALL_TEMPLATES.map((template) => ({
      kind: 'template' as const,
      title: template.title,
      href: `/premium/templates/${template.slug}`,
      added: template.added,
      updated: template.updated,
    })),
  ];
  const items: WhatsNewItem[] = [];
  for (const entry of entries) {
    if (entry.updated && entry.updated > sinceDay) {
      items.push({
        kind: entry.kind,
        title: entry.title,
        href: entry.href,
        date: entry.updated,
        change: entry.added > sinceDay ? 'added' : 'updated',
      });
    } else if (entry.added > sinceDay) {
      items.push({ kind: entry.kind, title: entry.title, href: entry.href, date: entry.added, change: 'added' });
    }
  }
  items.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  return { since: since.toISOString(), items };
}
