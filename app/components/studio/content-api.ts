import type { ContentKind } from '../../../common/content-kinds';
import type { ContentItem, FieldIssue, Fields } from './content-item';

/**
 * The studio's calls to the owner's API (issue 29; docs/decisions/026c-studio-editor.md): one function per
 * endpoint, each answering a result rather than throwing, so the page can say exactly what happened.
 */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; issues?: FieldIssue[]; current?: ContentItem; stale?: boolean };

/** One line of a text's diff; `skip` stands for unchanged lines left out between changes. */
export type DiffLine = { op: 'add' | 'remove' | 'same'; text: string } | { op: 'skip'; count: number };

/** What one publish changed in one field (server/content-studio/diff-fields.ts). */
export interface FieldChange {
  field: string;
  change: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
  lines?: DiffLine[];
}

export interface Revision {
  number: number;
  createdAt: string;
  createdBy: { id: string; username: string } | null;
  /** What this publish changed from the one before; null for the first. */
  changes: FieldChange[] | null;
}

const OFFLINE = 'No connection to the site. Your changes are kept in this browser; they are saved when it answers again.';

async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: OFFLINE };
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, data: answer as T };
  // 422 names every failing field of a publish; a 400 names the one field a save refused.
  const issues = Array.isArray(answer.issues)
    ? (answer.issues as FieldIssue[])
    : typeof answer.field === 'string' && typeof answer.message === 'string'
      ? [{ field: answer.field, message: answer.message }]
      : undefined;
  const message =
    typeof answer.message === 'string'
      ? answer.message
      : issues?.length
        ? 'Some fields need attention.'
        : `The site answered ${response.status}. Try again.`;
  return {
    ok: false,
    status: response.status,
    message,
    ...(issues ? { issues } : {}),
    ...(answer.error === 'stale' ? { stale: true, current: answer.current as ContentItem } : {}),
  };
}

const base = (kind: ContentKind) => `/api/admin/content/${kind}`;
const one = (kind: ContentKind, id: string) => `${base(kind)}/${encodeURIComponent(id)}`;

export const getItem = (kind: ContentKind, id: string) => call<ContentItem>('GET', one(kind, id));
export const createItem = (kind: ContentKind, fields: Fields) => call<ContentItem>('POST', base(kind), fields);
export const saveDraft = (kind: ContentKind, id: string, version: number, fields: Fields) =>
  call<ContentItem>('PATCH', one(kind, id), { ...fields, version });
/** Publishes now, or at `at` (an ISO moment); `version` guards against publishing what the owner has not seen. */
export const publishItem = (kind: ContentKind, id: string, version: number, at?: string) =>
  call<ContentItem>('POST', `${one(kind, id)}/publish`, { version, ...(at ? { at } : {}) });
export const cancelSchedule = (kind: ContentKind, id: string) => call<ContentItem>('DELETE', `${one(kind, id)}/schedule`);
export const unpublishItem = (kind: ContentKind, id: string) => call<ContentItem>('POST', `${one(kind, id)}/unpublish`);
export const deleteItem = (kind: ContentKind, id: string) => call<unknown>('DELETE', one(kind, id));
export const listRevisions = (kind: ContentKind, id: string) => call<{ revisions: Revision[] }>('GET', `${one(kind, id)}/revisions`);
export const restoreRevision = (kind: ContentKind, id: string, revision: number, version: number) =>
  call<ContentItem>('POST', `${one(kind, id)}/revisions/${revision}/restore`, { version });
export const previewLink = (kind: ContentKind, id: string) =>
  call<{ url: string; expiresAt: string }>('POST', `${one(kind, id)}/preview`, {});
/** A course's modules in their new numbering, each with its lessons (item ids) in order. */
export const saveLessonOrder = (courseId: string, modules: { module: number; lessonIds: string[] }[]) =>
  call<unknown>('PUT', '/api/admin/content/lessons/order', { courseId, modules });

export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
  srcset?: string;
}

/** POST /api/admin/images (multipart, field `file`). */
export async function uploadImage(file: File): Promise<ApiResult<UploadedImage>> {
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch('/api/admin/images', { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    return { ok: false, status: 0, message: 'No connection to the site: the image was not uploaded.' };
  }
  if (response.status === 404)
    return { ok: false, status: 404, message: 'Image upload is not available on this site yet. Give the image’s address instead.' };
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    return {
      ok: false,
      status: response.status,
      message: typeof answer.message === 'string' ? answer.message : 'The image could not be uploaded.',
    };
  return { ok: true, data: answer as unknown as UploadedImage };
}
