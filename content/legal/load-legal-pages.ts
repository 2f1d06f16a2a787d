// Reads content/legal/<slug>.md: YAML front matter between two '---' lines, then Markdown
// (docs/decisions/012-content-model.md). A missing file or a bad field throws, naming the file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentDir, parseYaml } from '../read-content';
import { LEGAL_PAGES, legalFrontMatterSchema, type LegalPage, type LegalPageSlug } from './legal-schema';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

export function parseLegalPage(slug: LegalPageSlug, text: string): LegalPage {
  const where = `content/legal/${slug}.md`;
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${where}: must start with front matter between two '---' lines`);
  const parsed = legalFrontMatterSchema.safeParse(parseYaml(where, match[1]!));
  if (!parsed.success) throw new Error(`${where}: invalid front matter:\n${z.prettifyError(parsed.error)}`);
  const markdown = match[2]!.trim();
  if (markdown.length < 200) throw new Error(`${where}: has no real text after the front matter`);
  return { slug, ...parsed.data, markdown };
}

export function loadLegalPages(dir = contentDir(import.meta.url, 'legal', '.md')): Record<LegalPageSlug, LegalPage> {
  return Object.fromEntries(
    LEGAL_PAGES.map((slug) => [slug, parseLegalPage(slug, readFileSync(path.join(dir, `${slug}.md`), 'utf8'))]),
  ) as Record<LegalPageSlug, LegalPage>;
}
