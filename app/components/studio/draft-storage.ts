import type { ContentKind } from '../../../common/content-kinds';
import type { Fields } from './content-item';

/**
 * Unsaved edits kept in this browser (localStorage) until the server has them, so a closed tab, a crash or a
 * lost connection loses nothing: the next visit offers them back. `version` is the one they were based on,
 * so restoring them over a newer item is refused by the server (409 stale) rather than overwriting it.
 */
export interface StoredDraft {
  version: number | null;
  fields: Fields;
  savedAt: string;
}

export const draftKey = (kind: ContentKind, id: string | null) => `studio-draft:${kind}:${id ?? 'new'}`;

export function readStoredDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredDraft>;
    if (!value || typeof value.fields !== 'object' || value.fields === null || typeof value.savedAt !== 'string') return null;
    return { version: typeof value.version === 'number' ? value.version : null, fields: value.fields, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

export function writeStoredDraft(key: string, draft: StoredDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the server save still runs; only the safety net is missing.
  }
}

export function clearStoredDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
