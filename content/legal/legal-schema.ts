import { z } from 'zod';

/** The shop's legal pages (issue 19): one Markdown file each, named by its page's path. */
export const LEGAL_PAGES = ['privacy', 'terms', 'refund-policy'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export const legalFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(3).max(80),
  description: z.string().trim().min(40).max(200),
  /** When the text last changed (YYYY-MM-DD), shown as "Last updated". */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'updated must be a date such as 2026-11-23'),
});
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
export interface LegalPage extends LegalFrontMatter {
  slug: LegalPageSlug;
  markdown: string;
}
