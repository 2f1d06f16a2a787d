import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 43: the catalogue is data. No module of the site names the specification's two courses or branches on one
// being "the premium one": they are rows like any course the owner adds. Their first import (content/courses/ into
// the courses table: server/courses/catalog.ts, and the catalogue before the table is read) is the one exception.

const ROOTS = ['app', 'server', 'common'];
const FIRST_IMPORT = new Set(['server/courses/catalog.ts', 'server/courses/course-catalogue.ts']);
const NAMES =
  /free-course|premium-course|FREE_COURSE_ID|PREMIUM_COURSE_ID|\bPREMIUM_COURSE\b|\bFREE_COURSE\b|_COURSE_OUTLINE|content\/courses\/courses['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the catalogue is data', () => {
  it('no module under app/, server/ or common/ names the specification’s courses (their first import aside)', () => {
    const naming = ROOTS.flatMap(sourceFiles)
      .filter((file) => !FIRST_IMPORT.has(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (NAMES.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(naming).toEqual([]);
  });
});
