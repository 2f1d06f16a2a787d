import { z } from 'zod';
import { contentDir, readYamlFolder, type ContentFile } from '../read-content';
import { templateSchema, type Template } from './template-schema';

/**
 * The premium member area's templates: one YAML file per template in this folder, named `<slug>.yaml`, read
 * and validated when this module loads, so bad content fails start-up and `npx vitest run content`.
 *
 * Server-only (`.server`): the files are premium content, so no browser bundle may import this module and
 * no bundle carries their text (docs/decisions/012-content-model.md; e2e/premium-content.spec.ts).
 */
export function validateTemplates(files: readonly ContentFile[]): Template[] {
  const templates: Template[] = [];
  const titles = new Set<string>();
  for (const { file, data } of files) {
    const where = `content/templates/${file}`;
    const parsed = templateSchema.safeParse(data);
    if (!parsed.success) {
      const slug = typeof data === 'object' && data !== null && 'slug' in data ? String((data as { slug: unknown }).slug) : '(no slug)';
      throw new Error(`Invalid template in ${where} (slug: ${slug}):\n${z.prettifyError(parsed.error)}`);
    }
    const template = parsed.data;
    if (file !== `${template.slug}.yaml`) throw new Error(`${where} (slug: ${template.slug}): the file name must be ${template.slug}.yaml`);
    const title = template.title.toLowerCase();
    if (titles.has(title)) throw new Error(`Duplicate template title "${template.title}" in ${where}`);
    titles.add(title);
    templates.push(template);
  }
  return templates;
}

export function readTemplateFiles(dir = contentDir(import.meta.url, 'templates', '.yaml')): ContentFile[] {
  return readYamlFolder(dir, 'content/templates');
}

/** Every template, in file-name order. */
export const ALL_TEMPLATES: readonly Template[] = Object.freeze(validateTemplates(readTemplateFiles()));

export function findTemplate(slug: string): Template | undefined {
  return ALL_TEMPLATES.find((template) => template.slug === slug);
}
