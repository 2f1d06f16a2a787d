import { DomainError } from '../errors/domain-error';
import { spreadsheetCsv } from '../lib/spreadsheet-csv';
import type { TemplateFormat } from '../../common/premium-schemas';
import type { Template } from '../../content/templates/template-schema';

export interface TemplateFile {
  filename: string;
  contentType: string;
  body: string;
}

const CONTENT_TYPES: Record<TemplateFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** A Markdown table cell: pipes escaped, line breaks flattened. */
const mdCell = (value: string) => value.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');

function markdownTable(columns: string[], rows: string[][]): string {
  return [columns, columns.map(() => '---'), ...rows].map((row) => `| ${row.map(mdCell).join(' | ')} |`).join('\n');
}

/**
 * A template as a plain file that opens everywhere (issue 19): a document as Markdown (.md) or the same text
 * as .txt; a sheet as CSV (as every CSV is written, server/lib/spreadsheet-csv.ts: Windows line ends and a byte-order
 * mark, so Excel reads it as UTF-8; cells that a spreadsheet would run as a formula escaped) or as a
 * Markdown table. A format the template does not come in is not_found.
 */
export function templateDownload({ template, format }: { template: Template; format: TemplateFormat }): TemplateFile {
  const filename = `${template.slug}.${format}`;
  const heading = `# ${template.title}\n\n${template.summary}\n\n## How to use it\n\n${template.howToUse.map((step, i) => `${i + 1}. ${step}`).join('\n')}\n\n---\n\n`;
  if (template.kind === 'document' && (format === 'md' || format === 'txt')) {
    return { filename, contentType: CONTENT_TYPES[format], body: `${heading}${template.body ?? ''}\n` };
  }
  if (template.kind === 'sheet' && template.columns && template.rows) {
    if (format === 'csv') {
      return { filename, contentType: CONTENT_TYPES.csv, body: spreadsheetCsv(template.columns, template.rows) };
    }
    if (format === 'md')
      return { filename, contentType: CONTENT_TYPES.md, body: `${heading}${markdownTable(template.columns, template.rows)}\n` };
  }
  throw new DomainError('not_found', `This template does not come as .${format}`);
}
