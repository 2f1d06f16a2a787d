// Loads and validates the help questions (questions.yaml, one YAML list): the schema, unique ids and question
// texts, and related links to /blog/<slug> that must name an article of content/blog/.
// Anything wrong throws a HelpContentError naming the question, so bad content fails the tests and
// the server's start rather than reaching a visitor as a dead link.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { resolveBlogDir } from '../blog/load-articles';
import { contentDir, parseYaml } from '../read-content';
import { blogSlugOf, helpQuestionSchema, type HelpQuestion } from './help-schema';

export class HelpContentError extends Error {
  constructor(message: string) {
    super(`content/help: ${message}`);
    this.name = 'HelpContentError';
  }
}

export type LoadHelpQuestionsOptions = {
  /** The raw entries to validate. Default: content/help/questions.yaml (readHelpQuestionsFile). */
  data?: unknown;
  /** Slugs of the existing blog articles. Default: the names of the .md files of the blog folder. */
  blogSlugs?: Iterable<string>;
};

/** The entries of content/help/questions.yaml, parsed but not yet validated. */
export function readHelpQuestionsFile(dir = contentDir(import.meta.url, 'help', '.yaml')): unknown {
  return parseYaml('content/help/questions.yaml', readFileSync(path.join(dir, 'questions.yaml'), 'utf8'));
}

/** Slugs of the blog articles: the file names (without .md) of the blog folder. */
export function listBlogSlugs(dir: string = resolveBlogDir()): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => entry.name.slice(0, -'.md'.length))
    .sort();
}

const questionListSchema = z.array(helpQuestionSchema).min(1);

/** Every help question, validated, in authored order. */
export function loadHelpQuestions(options: LoadHelpQuestionsOptions = {}): HelpQuestion[] {
  const parsed = questionListSchema.safeParse(options.data ?? readHelpQuestionsFile());
  if (!parsed.success) {
    throw new HelpContentError(`invalid help questions:\n${z.prettifyError(parsed.error)}`);
  }
  const questions = parsed.data;
  const blogSlugs = new Set(options.blogSlugs ?? listBlogSlugs());

  const ids = new Set<string>();
  const texts = new Set<string>();
  for (const question of questions) {
    if (ids.has(question.id)) throw new HelpContentError(`id '${question.id}' is used twice`);
    ids.add(question.id);

    const text = question.question.toLowerCase();
    if (texts.has(text)) throw new HelpContentError(`question '${question.question}' is asked twice`);
    texts.add(text);

    for (const link of question.relatedLinks) {
      const slug = blogSlugOf(link.url);
      if (slug !== undefined && !blogSlugs.has(slug)) {
        throw new HelpContentError(
          `question '${question.id}' links to ${link.url}, but there is no article content/blog/${slug}.md`,
        );
      }
    }
  }
  return questions;
}
