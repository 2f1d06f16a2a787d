import { z } from 'zod';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '../../common/premium-templates';
import { contentDate } from '../content-date';

/**
 * One done-for-you template of the premium member area (issue 19), as authored under content/templates/.
 * A `document` is Markdown text (downloaded as .md and .txt); a `sheet` is a table (downloaded as .csv and
 * as a Markdown table). Strict like every content schema (docs/decisions/012-content-model.md): a misspelt
 * key is an error, and a template that is too thin to use the same day fails the tests.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (lowercase letters, digits and single hyphens)');

export { TEMPLATE_CATEGORIES, type TemplateCategory };

export const templateSchema = z
  .object({
    slug,
    title: text.max(80),
    /** One or two sentences: what it is and when to use it (shown on the list). */
    summary: z.string().trim().min(40).max(300),
    category: z.enum(TEMPLATE_CATEGORIES),
    kind: z.enum(['document', 'sheet']),
    /** When the template was added to the member area, and last changed (the "What's new" list reads them). */
    added: contentDate,
    updated: contentDate.optional(),
    /** "How to use it": 2–5 short steps. */
    howToUse: z.array(z.string().trim().min(20)).min(2).max(5),
    /** A document's text (Markdown). */
    body: z.string().trim().min(400, 'a document template must be a real document (400+ characters)').optional(),
    /** A sheet's header row and rows; every row has one cell per column. */
    columns: z.array(text).min(2).max(12).optional(),
    rows: z.array(z.array(z.string())).min(3).optional(),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.kind === 'document') {
      if (!t.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'a document template needs a body' });
      if (t.columns || t.rows) ctx.addIssue({ code: 'custom', path: ['columns'], message: 'a document template has no columns or rows' });
    } else {
      if (!t.columns || !t.rows) ctx.addIssue({ code: 'custom', path: ['columns'], message: 'a sheet template needs columns and rows' });
      if (t.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'a sheet template has no body' });
      t.rows?.forEach((row, index) => {
        if (t.columns && row.length !== t.columns.length) {
          ctx.addIssue({ code: 'custom', path: ['rows', index], message: `row ${index + 1} has ${row.length} cells for ${t.columns.length} columns` });
        }
      });
    }
    if (t.updated && t.updated < t.added) ctx.addIssue({ code: 'custom', path: ['updated'], message: 'updated must not be before added' });
  });

export type Template = z.infer<typeof templateSchema>;
export type TemplateInput = z.input<typeof templateSchema>;
