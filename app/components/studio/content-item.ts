import type { ContentItem } from '../../../common/content-kinds';

export type { ContentItem };

export type Fields = Record<string, unknown>;

/** A field the server refused, by its path (`title`, `sections.0.content`). */
export interface FieldIssue {
  field: string;
  message: string;
}

/** The item's facts: everything the API sends that is not one of the kind's fields (`slug` is both). */
const FACTS = [
  'id',
  'kind',
  'status',
  'version',
  'hasUnpublishedChanges',
  'publishAt',
  'publishedAt',
  'firstPublishedAt',
  'updatedAt',
  'updatedBy',
] as const;

/** The kind's fields of an item, as the form edits them and PATCH takes them back. */
export function fieldsOf(item: ContentItem): Fields {
  const fields: Fields = { ...item };
  for (const fact of FACTS) delete fields[fact];
  return fields;
}

/** The value at a dotted path (`quiz.options.2`), or undefined. */
export function getPath(value: unknown, path: string): unknown {
  let at = value;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `fields` with the value at a dotted path replaced; arrays stay arrays, missing levels are made. */
export function setPath(fields: Fields, path: string, next: unknown): Fields {
  return setIn(fields, path.split('.'), next) as Fields;
}

function setIn(container: unknown, [head, ...rest]: string[], next: unknown): unknown {
  const index = /^\d+$/.test(head!);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(container)
    ? [...(container as unknown[])]
    : container && typeof container === 'object'
      ? { ...(container as Record<string, unknown>) }
      : index
        ? []
        : {};
  const key = index && Array.isArray(copy) ? Number(head) : head!;
  const child = (copy as Record<string | number, unknown>)[key];
  (copy as Record<string | number, unknown>)[key] = rest.length === 0 ? next : setIn(child, rest, next);
  return copy;
}

/** The top-level fields whose value differs between two sets of fields (what a PATCH has to send). */
export function changedFields(before: Fields, after: Fields): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** 'What it costs: $20/month' → 'what-it-costs-20month', for the slug of a new item typed from its title. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The status as the list and the editor say it. */
export function statusText(item: Pick<ContentItem, 'status' | 'hasUnpublishedChanges'>): string {
  const base = item.status === 'published' ? 'Published' : item.status === 'scheduled' ? 'Scheduled' : 'Draft';
  return item.hasUnpublishedChanges && item.status === 'published' ? `${base} · unpublished changes` : base;
}

/** '26 Nov 2026, 10:42' in the owner's time zone (the page says which zone). */
export function formatInZone(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** '10:42' in the owner's time zone, for "Saved 10:42". */
export function formatClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}
