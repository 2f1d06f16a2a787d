/** One page of a list in the owner's area: 25 rows, newest first. */
export const ADMIN_PAGE_SIZE = 25;

export interface Page<T> {
  rows: T[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export function pageOf<T>(rows: T[], page: number, total: number, pageSize = ADMIN_PAGE_SIZE): Page<T> {
  return { rows, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** `%q%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
