import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site's own words (interface, emails, course facts, FAQ) never promise what its content warns against
 * (issue 41, DESIGN §12 "truthful by default"): the flagship article says AI does not make a business
 * automatic, the lessons and help answers warn against "passive" or "guaranteed" AI income. Articles, lessons,
 * ideas and help answers are left out: they name these claims to warn about them.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const STATIC_COPY = ['app', 'common', 'server/email', 'content/courses', 'content/faq', 'content/legal'];
const CLAIMS = [
  /automatic(ally)?\s+(income|money|revenue|profits?)/i,
  /(income|money|revenue|profits?)\s+(on\s+)?auto-?pilot/i,
  /passive\s+(ai\s+)?income/i,
  /guaranteed\s+(ai\s+)?(income|earnings|results|profits?)/i,
  /while\s+you\s+sleep/i,
  /effortless\s+(income|money|profits?)/i,
  /get\s+rich/i,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(tsx?|json|ya?ml|md)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the site's static copy", () => {
  it('claims nothing the content denies (automatic, passive or guaranteed income)', () => {
    const found = STATIC_COPY.flatMap((dir) => files(path.join(ROOT, dir))).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return CLAIMS.filter((claim) => claim.test(text)).map((claim) => `${path.relative(ROOT, file)}: ${claim}`);
    });
    expect(found).toEqual([]);
  });
});
