// What the documentation says that the code can leave behind (issue 42): each check reads the code, so a new
// environment variable, npm script, decision record or admin section fails here until the docs name it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(path, 'utf8');

/** The repository's code: every source file outside dependencies, builds and docs. */
function codeFiles(): string[] {
  const code = /\.(ts|tsx|mjs|cjs|js)$/;
  const skip = /(^|\/)(node_modules|build|\.react-router|test-results|playwright-report|data|bench)(\/|$)/;
  const root = readdirSync('.', { withFileTypes: true })
    .filter((entry) => entry.isFile() && code.test(entry.name))
    .map((entry) => entry.name);
  const nested = ['app', 'server', 'common', 'content', 'scripts', 'e2e', 'test'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      // This file names variables in its own comments and patterns.
      .filter((file) => code.test(file) && !skip.test(file) && file !== join('test', 'docs.test.ts')),
  );
  return [...root, ...nested];
}

/** Every environment variable the code reads: `process.env.X`, `process.env['X']`, and the server's config schema. */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of codeFiles()) {
    for (const match of read(file).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) {
      names.add(match[1] ?? match[2]!);
    }
  }
  // server/config.ts reads the environment through one zod object: its keys are the variable names.
  for (const match of read('server/config.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)) names.add(match[1]!);
  return names;
}

/** The two test clocks TEST_CLOCK_FILE replaced (issue 42, docs/decisions/032c-one-test-clock.md). */
const RETIRED_CLOCKS = ['SEQUENCE_CLOCK_FILE', 'PUBLISH_CLOCK_FILE'];

/** The admin menu's sections, as the component lists them. */
function adminSections(): Array<{ to: string; label: string }> {
  const nav = read('app/components/admin/admin-nav.tsx');
  return [...nav.matchAll(/\{ to: '(\/admin[^']*)', label: '([^']+)'/g)].map(([, to, label]) => ({ to: to!, label: label! }));
}

describe('the README', () => {
  const readme = read('README.md');
  const lines = readme.replace(/\n$/, '').split('\n');

  it('is read in two minutes: at most 60 lines, none over 300 characters', () => {
    expect(lines.length).toBeLessThanOrEqual(60);
    expect(lines.filter((line) => line.length > 300)).toEqual([]);
  });

  it('opens with the command that runs the site and the test command CI runs', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm install && npm start\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });

  it('links only to docs that exist', () => {
    const links = [...readme.matchAll(/\]\(((?:docs)\/[^)#]*)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !existsSync(link))).toEqual([]);
  });
});

describe('docs/configuration.md', () => {
  const doc = read('docs/configuration.md');
  const documented = new Set([...doc.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

  it('names every environment variable the code reads', () => {
    const read = [...variablesRead()];
    expect(read.length).toBeGreaterThan(30);
    expect(read.filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('names no variable the code no longer reads, and not the retired test clocks', () => {
    const used = variablesRead();
    const tableNames = [...doc.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!),
    );
    expect(tableNames.filter((name) => !used.has(name))).toEqual([]);
    for (const name of RETIRED_CLOCKS) {
      expect(used.has(name)).toBe(false);
      expect(doc).not.toContain(name);
      expect(read('README.md')).not.toContain(name);
    }
  });
});

describe('docs/commands.md', () => {
  const doc = read('docs/commands.md');

  it('names every npm script', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const named = (script: string) =>
      doc.includes(`\`npm run ${script}`) || (['start', 'test'].includes(script) && doc.includes(`\`npm ${script}\``));
    expect(scripts.filter((script) => !named(script))).toEqual([]);
  });

  it('names every subcommand of npm run owner and npm run content, as their usage lists them', () => {
    const usages = ['server/cli/owner-command.ts', 'server/cli/content-command.ts'].map(read).join('\n');
    const subcommands = [...usages.matchAll(/npm run (\w+) -- (\w+)/g)].map((m) => `npm run ${m[1]} -- ${m[2]}`);
    expect(subcommands.length).toBeGreaterThanOrEqual(4);
    expect(subcommands.filter((command) => !doc.includes(command))).toEqual([]);
  });
});

describe('docs/decisions', () => {
  it('every record says its status', () => {
    const records = readdirSync('docs/decisions').filter((file) => file.endsWith('.md'));
    expect(records.length).toBeGreaterThan(60);
    expect(records.filter((file) => !/^Status: \S/m.test(read(join('docs/decisions', file))))).toEqual([]);
  });
});

describe('docs/owner-guide.md', () => {
  const guide = read('docs/owner-guide.md');
  const sections = adminSections();

  it('has a section for every area of the admin menu, in the menu’s order', () => {
    expect(sections.length).toBeGreaterThan(10);
    const headings = [...guide.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    const inGuide = headings.filter((heading) => sections.some((section) => section.label === heading));
    expect(inGuide).toEqual(sections.map((section) => section.label));
  });

  it('shows each area with a picture that exists', () => {
    const missing = sections.filter(({ label }) => {
      const body = guide.split(`\n## ${label}\n`)[1]?.split('\n## ')[0] ?? '';
      const image = /!\[[^\]]*\]\((images\/owner-guide\/[^)]+)\)/.exec(body)?.[1];
      return !image || !existsSync(join('docs', image));
    });
    expect(missing.map((section) => section.label)).toEqual([]);
  });
});
