import { and, desc, eq } from 'drizzle-orm';
import { newsletterIssues } from '../db/schema';
import { issueBodyHtml } from './newsletter-issue-email';
import type { Db } from '../db/client';

export interface ArchivedIssue {
  slug: string;
  subject: string;
  sentAt: Date;
  /** The first words of the body, as plain text. */
  excerpt: string;
}

/** Sent issues, newest first: the public archive, its RSS feed and the sitemap. Unfinished ones are not published. */
export async function listArchivedIssues({ db, limit = 200 }: { db: Db; limit?: number }): Promise<ArchivedIssue[]> {
  const rows = await db
    .select({
      slug: newsletterIssues.slug,
      subject: newsletterIssues.subject,
      sentAt: newsletterIssues.sentAt,
      markdown: newsletterIssues.markdown,
    })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, 'sent'))
    .orderBy(desc(newsletterIssues.sentAt))
    .limit(limit);
  return rows.map((r) => ({ slug: r.slug, subject: r.subject, sentAt: r.sentAt!, excerpt: excerptOf(r.markdown) }));
}

/** One sent issue for its archive page, its body sanitized; null for a slug that is unknown or not sent. */
export async function findArchivedIssue({ db, slug }: { db: Db; slug: string }) {
  const [row] = await db
    .select({
      slug: newsletterIssues.slug,
      subject: newsletterIssues.subject,
      sentAt: newsletterIssues.sentAt,
      markdown: newsletterIssues.markdown,
    })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.slug, slug), eq(newsletterIssues.status, 'sent')))
    .limit(1);
  if (!row?.sentAt) return null;
  return { slug: row.slug, subject: row.subject, sentAt: row.sentAt, excerpt: excerptOf(row.markdown), html: issueBodyHtml(row.markdown) };
}

/** The Markdown's words without its marks, cut at a word near 200 characters. */
export function excerptOf(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 120 ? cut.lastIndexOf(' ') : 200)}…`;
}

/** Databases known to have a sent issue: issues are never unsent, so a yes is kept; a no is asked again. */
const known = new WeakSet<Db>();

/** Whether anything is in the archive (the newsletter boxes link to it then): one small query until the first issue is sent. */
export async function hasArchivedIssues({ db }: { db: Db }): Promise<boolean> {
  if (known.has(db)) return true;
  const [row] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.status, 'sent')).limit(1);
  if (row) known.add(db);
  return Boolean(row);
}
