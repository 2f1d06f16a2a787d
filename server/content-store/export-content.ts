// `npm run content -- export <dir>`: the database's published content written back as files, in the formats and
// layout of content/ (decision 012), for version control and review. Reading the export with the loaders gives
// what the site shows (server/content-store/export-content.integration.test.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { blogFrontMatterSchema } from '../../content/blog/blog-schema';
import { helpQuestionSchema } from '../../content/help/help-schema';
import { ideaSchema } from '../../content/ideas/idea-schema';
import { lessonSchema, normalizeQuiz } from '../../content/lessons/lesson-schema';
import { contentFoldersUnder } from './content-files';
import { readPublishedFields } from './published-content';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export interface ExportSummary {
  articles: number;
  ideas: number;
  help: number;
  lessons: number;
}

const yaml = (data: unknown) => stringify(data, { lineWidth: 0 });

interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  element?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  out?: { _zod: { def: SchemaDef } };
  options?: Array<{ _zod: { def: SchemaDef } }>;
}

/**
 * The value with its objects' keys in the order the kind's schema declares them, as the files write them:
 * PostgreSQL's jsonb keeps an object's keys in an order of its own (shortest first), which would make every
 * exported file differ from the one it came from.
 */
function inSchemaOrder(def: SchemaDef, value: unknown): unknown {
  if (def.type === 'object' && def.shape && value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = [...Object.keys(def.shape).filter((key) => key in record), ...Object.keys(record).filter((key) => !(key in def.shape!))];
    return Object.fromEntries(
      keys.map((key) => [key, def.shape![key] ? inSchemaOrder(def.shape![key]._zod.def, record[key]) : record[key]]),
    );
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) return value.map((item) => inSchemaOrder(def.element!._zod.def, item));
  // A preprocessed field (a lesson's knowledge check) orders as the schema after its preprocessing.
  const inner = def.innerType ?? (def.type === 'pipe' && def.in?._zod.def.type === 'transform' ? def.out : def.in);
  if (inner) return inSchemaOrder(inner._zod.def, value);
  if (def.type === 'union' && def.options) {
    const option = def.options.find((candidate) => (candidate._zod.def.type === 'array') === Array.isArray(value));
    return option ? inSchemaOrder(option._zod.def, value) : value;
  }
  return value;
}

const schemaDef = (schema: unknown) => (schema as { _zod: { def: SchemaDef } })._zod.def;

/**
 * Removes the content files a previous export (or the release) left in a kind's folder, and only those: an item
 * deleted or unpublished since must not come back from a stale file, and the loaders and tests beside the files
 * under content/ stay.
 */
function clearFiles(dir: string, isContentFile: (name: string) => boolean) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    if (isContentFile(name)) rmSync(path.join(dir, name));
  }
}

/** Writes every published item under `root` (`blog/`, `ideas/`, `help/`, `lessons/`), as content/ holds them. */
export async function exportContent({ db, logger, root }: { db: Db; logger: Logger; root: string }): Promise<ExportSummary> {
  const content = await readPublishedFields({ db, logger });
  const folders = contentFoldersUnder(root);

  clearFiles(folders.blog, (name) => name.endsWith('.md'));
  for (const { body, ...frontMatter } of content.articles) {
    const slug = String(frontMatter.slug);
    const head = yaml(inSchemaOrder(schemaDef(blogFrontMatterSchema), frontMatter));
    writeFileSync(path.join(folders.blog, `${slug}.md`), `---\n${head}---\n\n${String(body).trim()}\n`);
  }

  // NN is the idea's place on the page (decision 012); three digits once there are a hundred.
  clearFiles(folders.ideas, (name) => name.endsWith('.yaml'));
  const width = Math.max(2, String(content.ideas.length).length);
  content.ideas.forEach((idea, index) => {
    writeFileSync(
      path.join(folders.ideas, `${String(index + 1).padStart(width, '0')}-${String(idea.id)}.yaml`),
      yaml(inSchemaOrder(schemaDef(ideaSchema), idea)),
    );
  });

  clearFiles(folders.help, (name) => name === 'questions.yaml');
  writeFileSync(
    path.join(folders.help, 'questions.yaml'),
    yaml(content.help.map((entry) => inSchemaOrder(schemaDef(helpQuestionSchema), entry))),
  );

  clearFiles(folders.lessons, (name) => name.endsWith('.yaml'));
  for (const stored of content.lessons) {
    // A lesson stored before decision 031h is written in today's shape of the knowledge check.
    const lesson = 'quiz' in stored ? { ...stored, quiz: normalizeQuiz(stored.quiz) } : stored;
    const dir = path.join(folders.lessons, String(lesson.courseId));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `module-${String(lesson.module)}-lesson-${String(lesson.order)}.yaml`),
      yaml(inSchemaOrder(schemaDef(lessonSchema), lesson)),
    );
  }
  return { articles: content.articles.length, ideas: content.ideas.length, help: content.help.length, lessons: content.lessons.length };
}
