// Reading content files from disk (docs/decisions/012-content-model.md). Server and tests only: node:fs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

/** A content file as read: its name within its folder and its parsed, not yet validated, data. */
export interface ContentFile {
  file: string;
  data: unknown;
}

/**
 * The folder `content/<folder>`: the folder of the calling module (`moduleUrl`, its import.meta.url) when it holds
 * files ending in `ext`; otherwise, once the module has been bundled into build/server, `<cwd>/content/<folder>`
 * (as content/blog/load-articles.ts does for the articles).
 */
export function contentDir(moduleUrl: string, folder: string, ext: string): string {
  const moduleDir = fileURLToPath(new URL('.', moduleUrl));
  if (holds(moduleDir, ext)) return moduleDir;
  const fromCwd = path.resolve(process.cwd(), 'content', folder);
  if (holds(fromCwd, ext)) return fromCwd;
  throw new Error(`No content/${folder} files (*${ext}) found in ${moduleDir} nor in ${fromCwd}`);
}

function holds(dir: string, ext: string): boolean {
  return existsSync(dir) && readdirSync(dir, { recursive: true }).some((name) => String(name).endsWith(ext));
}

/** Parses YAML strictly (a repeated key is an error); `where` names the file in the message. */
export function parseYaml(where: string, text: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) throw new Error(`${where}: invalid YAML: ${problems.map((p) => p.message).join('; ')}`);
  return doc.toJS();
}

/**
 * Every `*.yaml` file under `dir` (sub-folders included), sorted by path, parsed. `label` is the folder as
 * messages name it, e.g. 'content/ideas'.
 */
export function readYamlFolder(dir: string, label: string): ContentFile[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.split(path.sep).join('/'))
    .sort()
    .map((file) => ({ file, data: parseYaml(`${label}/${file}`, readFileSync(path.join(dir, file), 'utf8')) }));
}
