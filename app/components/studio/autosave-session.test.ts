import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, AutosaveSession, type AutosaveApi, type DraftStore } from './autosave-session';
import { draftKey, type StoredDraft } from './draft-storage';
import type { ApiResult } from './content-api';
import type { ContentItem, Fields } from './content-item';

/**
 * Issue 29's lost edit: an image inserted while a new article's first save (the create) was on its way never
 * reached the draft, although the editor showed it and said "Saved". The session is driven here by a server
 * that answers only when told, on a clock the test moves.
 */

const ID = '6f0c0000-0000-4000-8000-000000000029';
const EDITABLE = ['title', 'slug', 'body'];

interface Request {
  method: 'POST' | 'PATCH';
  version?: number;
  fields: Fields;
  answer: () => void;
}

/** The owner's API, holding each request until the test answers it; it keeps the item as a server would. */
function slowServer() {
  const requests: Request[] = [];
  let stored: ContentItem | null = null;
  const accept = (fields: Fields): ApiResult<ContentItem> => {
    stored = {
      ...(stored ?? {
        id: ID,
        kind: 'articles',
        status: 'draft',
        version: 0,
        hasUnpublishedChanges: true,
        publishAt: null,
        publishedAt: null,
        firstPublishedAt: null,
        updatedAt: '2026-11-26T11:00:00.000Z',
        updatedBy: null,
      }),
      ...fields,
      version: (stored?.version ?? 0) + 1,
    } as ContentItem;
    return { ok: true, data: stored };
  };
  const held = (method: Request['method'], fields: Fields, version?: number) =>
    new Promise<ApiResult<ContentItem>>((resolve) => requests.push({ method, fields, version, answer: () => resolve(accept(fields)) }));
  const api: AutosaveApi = {
    createItem: (_kind, fields) => held('POST', fields),
    saveDraft: (_kind, _id, version, fields) => held('PATCH', fields, version),
  };
  return { api, requests, item: () => stored };
}

function memoryDrafts(): DraftStore & { entries: Map<string, StoredDraft> } {
  const entries = new Map<string, StoredDraft>();
  return {
    entries,
    read: (key) => entries.get(key) ?? null,
    write: (key, draft) => void entries.set(key, draft),
    clear: (key) => void entries.delete(key),
  };
}

const NEW_KEY = draftKey('articles', null);
const ITEM_KEY = draftKey('articles', ID);
const IMAGE = '![Hours saved per client](/images/6f0c0000-0000-4000-8000-0000000000aa)';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the autosave of a new item', () => {
  it('sends an edit made while the create is on its way, and says "Saved" only once the server has it', async () => {
    const server = slowServer();
    const drafts = memoryDrafts();
    const onCreated = vi.fn();
    const session = new AutosaveSession({ kind: 'articles', initial: null, editable: EDITABLE, api: server.api, drafts, onCreated });
    session.attach();
    const state = () => session.getSnapshot().save.state;

    session.setFields((fields) => ({ ...fields, title: 'Pricing help', slug: 'pricing-help', body: 'Most clients pay by the month.' }));
    expect(state()).toBe('saving');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.requests.map((request) => request.method)).toEqual(['POST']);

    // The image goes in while the create has not been answered: kept in this browser at once.
    session.setFields((fields) => ({ ...fields, body: `${String(fields.body)}\n\n${IMAGE}` }));
    expect(drafts.entries.get(NEW_KEY)?.fields.body).toContain(IMAGE);

    server.requests[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: ID, version: 1 }));
    expect(server.item()!.body).not.toContain(IMAGE);
    // Not "Saved": the server has the text without the image. The browser keeps the image under the item's own key.
    expect(state()).toBe('saving');
    expect(drafts.entries.has(NEW_KEY)).toBe(false);
    expect(drafts.entries.get(ITEM_KEY)?.fields.body).toContain(IMAGE);

    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]).toMatchObject({ method: 'PATCH', version: 1, fields: { body: expect.stringContaining(IMAGE) } });
    expect(state()).toBe('saving');
    server.requests[1]!.answer();
    await vi.advanceTimersByTimeAsync(0);

    expect(server.item()!.body).toContain(IMAGE);
    expect(state()).toBe('saved');
    expect(drafts.entries.size).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * AUTOSAVE_DELAY_MS);
    expect(server.requests).toHaveLength(2);
  });

  it('sends the edit at once when the pause in typing came while the create was on its way', async () => {
    const server = slowServer();
    const session = new AutosaveSession({ kind: 'articles', initial: null, editable: EDITABLE, api: server.api, drafts: memoryDrafts() });
    session.attach();
    session.setFields(() => ({ title: 'Pricing help', slug: 'pricing-help', body: 'Text.' }));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    session.setFields((fields) => ({ ...fields, body: `Text.\n\n${IMAGE}` }));
    await vi.advanceTimersByTimeAsync(5 * AUTOSAVE_DELAY_MS);
    expect(server.requests).toHaveLength(1);

    server.requests[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests[1]).toMatchObject({ method: 'PATCH', version: 1, fields: { body: `Text.\n\n${IMAGE}` } });
  });

  it('saves at once what was waiting when the page goes, and a create answered after it has gone does not bring the owner back', async () => {
    const server = slowServer();
    const onCreated = vi.fn();
    const session = new AutosaveSession({
      kind: 'articles',
      initial: null,
      editable: EDITABLE,
      api: server.api,
      drafts: memoryDrafts(),
      onCreated,
    });
    const detach = session.attach();
    session.setFields(() => ({ title: 'Pricing help', slug: 'pricing-help', body: 'Text.' }));
    detach();
    expect(server.requests.map((request) => request.method)).toEqual(['POST']);
    server.requests[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.item()).toMatchObject({ slug: 'pricing-help', body: 'Text.' });
    expect(onCreated).not.toHaveBeenCalled();
  });
});
