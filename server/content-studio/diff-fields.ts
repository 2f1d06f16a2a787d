import { diffLines } from 'diff';
import type { StoredFields } from './kinds';

/** One line of a text's diff; `skip` stands for unchanged lines left out between changes. */
export type DiffLine = { op: 'add' | 'remove' | 'same'; text: string } | { op: 'skip'; count: number };

/** What changed in one field between two revisions. */
export interface FieldChange {
  field: string;
  change: 'added' | 'removed' | 'changed';
  /** Short values, shown whole. */
  before?: unknown;
  after?: unknown;
  /** Long text (an article's body) and structured fields (a lesson's sections), line by line. */
  lines?: DiffLine[];
}

/** Unchanged lines kept around each change, as `diff -u` keeps them. */
const CONTEXT = 2;
const SHORT = 160;

/**
 * A readable diff of two versions of an item's fields (API fields): per field, added, removed or changed; a
 * short value before and after, a long or structured one as a line diff (the `diff` package) with unchanged
 * stretches folded away.
 */
export function diffFields(before: StoredFields, after: StoredFields): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = before[field];
    const b = after[field];
    if (a === undefined && b === undefined) continue;
    if (a === undefined) changes.push({ field, change: 'added', ...shown('after', b) });
    else if (b === undefined) changes.push({ field, change: 'removed', ...shown('before', a) });
    else if (JSON.stringify(a) !== JSON.stringify(b)) {
      changes.push(
        isShort(a) && isShort(b) ? { field, change: 'changed', before: a, after: b } : { field, change: 'changed', lines: lineDiff(a, b) },
      );
    }
  }
  return changes;
}

function isShort(value: unknown): boolean {
  return typeof value !== 'object' || value === null
    ? String(value).length <= SHORT && !String(value).includes('\n')
    : JSON.stringify(value).length <= SHORT;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function shown(side: 'before' | 'after', value: unknown): Partial<FieldChange> {
  return isShort(value) ? { [side]: value } : { lines: lineDiff(side === 'before' ? value : '', side === 'before' ? '' : value) };
}

function lineDiff(a: unknown, b: unknown): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const part of diffLines(asText(a), asText(b))) {
    const op = part.added ? 'add' : part.removed ? 'remove' : 'same';
    for (const text of part.value.replace(/\n$/, '').split('\n')) lines.push({ op, text });
  }
  return fold(lines);
}

/** Keeps CONTEXT unchanged lines on each side of a change; longer unchanged stretches become one `skip`. */
function fold(lines: DiffLine[]): DiffLine[] {
  const near = lines.map((_, i) => lines.slice(Math.max(0, i - CONTEXT), i + CONTEXT + 1).some((line) => line.op !== 'same'));
  const out: DiffLine[] = [];
  lines.forEach((line, i) => {
    if (near[i]) out.push(line);
    else {
      const last = out[out.length - 1];
      if (last?.op === 'skip') last.count += 1;
      else out.push({ op: 'skip', count: 1 });
    }
  });
  return out;
}
