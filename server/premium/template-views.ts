// `.server`: builds views from the premium template text (content/templates/load-templates.server.ts).
import { ALL_TEMPLATES, findTemplate } from '../../content/templates/load-templates.server';
import { DomainError } from '../errors/domain-error';
import type { TemplateFormat } from '../../common/premium-schemas';
import type { Template, TemplateCategory } from '../../content/templates/template-schema';

export interface TemplateSummary {
  slug: string;
  title: string;
  summary: string;
  category: TemplateCategory;
  kind: Template['kind'];
  added: string;
  updated: string | null;
  /** The download formats, in the order the page offers them. */
  formats: TemplateFormat[];
}

export interface TemplateDetail extends TemplateSummary {
  howToUse: string[];
  /** A document's Markdown. */
  body: string | null;
  /** A sheet's table. */
  columns: string[] | null;
  rows: string[][] | null;
  /** What the copy button puts on the clipboard: a document's text, or a sheet as tab-separated rows (pastes into a spreadsheet). */
  copyText: string;
}

export function templateFormats(template: Template): TemplateFormat[] {
  return template.kind === 'sheet' ? ['csv', 'md'] : ['md', 'txt'];
}

function summaryOf(template: Template): TemplateSummary {
  return {
    slug: template.slug,
    title: template.title,
    summary: template.summary,
    category: template.category,
    kind: template.kind,
    added: template.added,
    updated: template.updated ?? null,
    formats: templateFormats(template),
  };
}

/** Every template's summary; the caller has checked access (server/premium/check-premium-access.ts). */
export function listTemplates(): TemplateSummary[] {
  return ALL_TEMPLATES.map(summaryOf);
}

/** One template in full, or not_found. The caller has checked access. */
export function readTemplate({ slug }: { slug: string }): TemplateDetail {
  const template = findTemplate(slug);
  if (!template) throw new DomainError('not_found', 'Template not found');
  const copyText =
    template.kind === 'sheet'
      ? [template.columns ?? [], ...(template.rows ?? [])]
          .map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t'))
          .join('\n')
      : (template.body ?? '');
  return {
    ...summaryOf(template),
    howToUse: template.howToUse,
    body: template.body ?? null,
    columns: template.columns ?? null,
    rows: template.rows ?? null,
    copyText,
  };
}
