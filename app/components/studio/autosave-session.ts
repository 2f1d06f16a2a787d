import { createItem, saveDraft, type ApiResult } from './content-api';
import { changedFields, fieldsOf, type ContentItem, type FieldIssue, type Fields } from './content-item';
import { clearStoredDraft, draftKey, readStoredDraft, writeStoredDraft, type StoredDraft } from './draft-storage';
import type { ContentKind } from '../../../common/content-kinds';

/** How long typing must pause before a draft is saved. */
export const AUTOSAVE_DELAY_MS = 1200;
/** How soon a save that found no connection is tried again. */
export const RETRY_MS = 10_000;

export type SaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'error'; message: string }
  | { state: 'stale'; current: ContentItem };

/** The fields a save sends: the changed ones, an emptied one as null (the API clears it). */
export function patchOf(fields: Fields, keys: readonly string[]): Fields {
  return Object.fromEntries(keys.map((key) => [key, fields[key] === undefined || fields[key] === '' ? null : fields[key]]));
}

/** What a new item needs before it can be created: the key of its address (and a lesson's course). */
export function missingForCreate(kind: ContentKind, fields: Fields): string | null {
  if (typeof fields.slug !== 'string' || !fields.slug) return 'give it a slug';
  if (kind === 'lessons' && !fields.courseId) return 'choose its course';
  return null;
}

/** The two calls a session makes (content-api.ts; a test passes its own, slow or failing). */
export interface AutosaveApi {
  createItem: (kind: ContentKind, fields: Fields) => Promise<ApiResult<ContentItem>>;
  saveDraft: (kind: ContentKind, id: string, version: number, fields: Fields) => Promise<ApiResult<ContentItem>>;
}

/** Where unsaved edits wait in this browser (draft-storage.ts). */
export interface DraftStore {
  read: (key: string) => StoredDraft | null;
  write: (key: string, draft: StoredDraft) => void;
  clear: (key: string) => void;
}

/** What the editing page shows; a new object after every change, so React sees each one. */
export interface AutosaveSnapshot {
  /** The item as the server last answered; null until a new item's first save creates it. */
  item: ContentItem | null;
  fields: Fields;
  save: SaveState;
  issues: FieldIssue[];
  /** Edits this browser kept from an earlier visit that never reached the server. */
  offer: StoredDraft | null;
  /** Bumped when the fields are replaced from outside (a newer version, a restored copy): the editor remounts. */
  generation: number;
}

export interface AutosaveSessionOptions {
  kind: ContentKind;
  initial: ContentItem | null;
  /** The fields the form edits: only these are sent (the API also sends what it derives, which a draft cannot set). */
  editable: readonly string[];
  /** A new item was created by its first save: the page moves to its address (not called once the page has gone). */
  onCreated?: (item: ContentItem) => void;
  api?: AutosaveApi;
  drafts?: DraftStore;
  now?: () => Date;
}

const BROWSER_DRAFTS: DraftStore = { read: readStoredDraft, write: writeStoredDraft, clear: clearStoredDraft };

/**
 * The editing page's autosave (issue 29), kept out of React so a test can drive it with a slow server and a
 * clock: the item as the server last answered, the owner's fields, and the saves between them. A change is kept
 * in this browser at once (under the item's key, or `new` until it exists) and sent as a draft PATCH with the
 * version it was based on once typing pauses; a new item is created by its first save. Saves run one at a time,
 * each sending what changed since the last one the server took, so an edit made while a save (the create too)
 * is on its way is sent by the next. "Saved" means the server has every edit: while one is waiting or on its
 * way the state is `saving`. A 409 stops saving and shows who changed the item: nothing is ever overwritten
 * without the owner choosing to.
 */
export class AutosaveSession {
  private readonly kind: ContentKind;
  private readonly editable: readonly string[];
  private readonly api: AutosaveApi;
  private readonly drafts: DraftStore;
  private readonly now: () => Date;
  private readonly onCreated?: (item: ContentItem) => void;

  private item: ContentItem | null;
  private fields: Fields;
  /** The fields as the server has them (what was loaded, plus every save it took since). */
  private baseline: Fields;
  private version: number | null;
  private stale = false;
  private lastSaved: Date | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<boolean> | null = null;
  /** A request is on its way (the create or a PATCH). */
  private inFlight = false;
  private attached = false;
  private offerChecked = false;
  private snapshot: AutosaveSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor({ kind, initial, editable, onCreated, api, drafts, now }: AutosaveSessionOptions) {
    this.kind = kind;
    this.editable = editable;
    this.api = api ?? { createItem, saveDraft };
    this.drafts = drafts ?? BROWSER_DRAFTS;
    this.now = now ?? (() => new Date());
    this.onCreated = onCreated;
    this.item = initial;
    this.fields = initial ? fieldsOf(initial) : {};
    this.baseline = this.fields;
    this.version = initial?.version ?? null;
    this.snapshot = { item: initial, fields: this.fields, save: { state: 'idle' }, issues: [], offer: null, generation: 0 };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  /**
   * The page shows the session: the first time, edits this browser kept from an earlier visit are offered back.
   * Answers the detach, which saves at once what was still waiting for a pause in typing.
   */
  readonly attach = () => {
    this.attached = true;
    if (!this.offerChecked) {
      this.offerChecked = true;
      const key = this.key();
      const stored = this.drafts.read(key);
      if (stored && changedFields(this.fields, stored.fields).length > 0) this.update({ offer: stored });
      else if (stored) this.drafts.clear(key);
    }
    return () => {
      this.attached = false;
      if (this.timer !== undefined) void this.saveNow();
    };
  };

  /** Applies an edit: kept in this browser at once, sent once typing pauses. */
  readonly setFields = (update: (fields: Fields) => Fields) => {
    this.fields = update(this.fields);
    this.store();
    this.schedule(AUTOSAVE_DELAY_MS);
    this.update({ fields: this.fields, save: this.settled(false) });
  };

  readonly setIssues = (issues: FieldIssue[]) => this.update({ issues });

  /** Saves what is pending: the item as the server then has it, or null when it could not be saved. */
  readonly flush = async (): Promise<ContentItem | null> => ((await this.saveNow()) ? this.item : null);

  /** Replaces everything with a version the server sent (after a conflict, a publish, a restore). */
  readonly adopt = (next: ContentItem, { keepFields = false }: { keepFields?: boolean } = {}) => {
    const serverFields = fieldsOf(next);
    this.stale = false;
    // Keeping the owner's fields keeps only what they changed since the last save, over the server's.
    const mine = Object.fromEntries(this.pending().map((field) => [field, this.fields[field]]));
    this.item = next;
    this.baseline = serverFields;
    this.version = next.version;
    this.fields = keepFields ? { ...serverFields, ...mine } : serverFields;
    this.lastSaved = this.now();
    this.store();
    if (this.pending().length > 0 && this.timer === undefined) this.schedule(AUTOSAVE_DELAY_MS);
    this.update({
      item: next,
      fields: this.fields,
      save: this.settled(true),
      generation: keepFields ? this.snapshot.generation : this.snapshot.generation + 1,
    });
  };

  /** A publish or restore was refused as stale: stop saving and show who changed the item. */
  readonly markStale = (current: ContentItem) => {
    this.cancelTimer();
    this.stale = true;
    this.update({ save: { state: 'stale', current } });
  };

  /** After a conflict: keep this copy and save it over the newer version, by the owner's explicit choice. */
  readonly overwrite = (current: ContentItem) => {
    this.adopt(current, { keepFields: true });
    void this.saveNow();
  };

  readonly restoreOffer = () => {
    const { offer } = this.snapshot;
    if (!offer) return;
    this.fields = offer.fields;
    this.version = offer.version ?? this.version;
    this.update({ fields: this.fields, offer: null, generation: this.snapshot.generation + 1 });
    void this.saveNow();
  };

  readonly discardOffer = () => {
    this.drafts.clear(this.key());
    this.update({ offer: null });
  };

  /** Saves now (after any save under way); true once the server has every change. Stops after a conflict. */
  readonly saveNow = async (): Promise<boolean> => {
    this.cancelTimer();
    while (this.saving) await this.saving;
    if (this.stale) return false;
    const mine = this.runSave();
    this.saving = mine;
    try {
      return await mine;
    } finally {
      if (this.saving === mine) this.saving = null;
    }
  };

  private async runSave(): Promise<boolean> {
    const current = this.item;
    const changed = this.pending();
    if (changed.length === 0) {
      this.update({ save: this.settled(true) });
      return true;
    }
    const missing = current ? null : missingForCreate(this.kind, this.fields);
    if (missing) {
      this.update({ save: { state: 'error', message: `Not saved yet: ${missing}.` } });
      return false;
    }
    // What is sent is what the server will have: edits made from here on are the next save's.
    const sent = patchOf(this.fields, changed);
    const sentFields = Object.fromEntries(changed.map((field) => [field, this.fields[field]]));
    this.inFlight = true;
    this.update({ save: { state: 'saving' } });
    const result = await (
      current ? this.api.saveDraft(this.kind, current.id, this.version ?? current.version, sent) : this.api.createItem(this.kind, sent)
    ).finally(() => (this.inFlight = false));
    if (!result.ok) {
      if (result.stale && result.current) {
        this.stale = true;
        this.update({ save: { state: 'stale', current: result.current } });
      } else {
        this.update({ save: { state: 'error', message: `Not saved: ${result.message}` } });
        if (result.status === 0) this.schedule(RETRY_MS);
      }
      if (result.issues) this.update({ issues: result.issues });
      return false;
    }
    this.item = result.data;
    this.baseline = { ...this.baseline, ...sentFields };
    this.version = result.data.version;
    this.lastSaved = this.now();
    if (!current) {
      // From now on this browser keeps what is unsaved under the item's own key (store() below).
      this.drafts.clear(draftKey(this.kind, null));
      if (this.attached) this.onCreated?.(result.data);
    }
    this.store();
    // Typed while the save was on its way: save that too (at once if the pause in typing has already come).
    const rest = this.pending();
    if (rest.length > 0 && this.timer === undefined) this.schedule(AUTOSAVE_DELAY_MS);
    this.update({ item: result.data, issues: [], save: this.settled(true) });
    return rest.length === 0;
  }

  /** The fields the form edits that the server does not have yet. */
  private pending(): string[] {
    return changedFields(this.baseline, this.fields).filter((field) => this.editable.includes(field));
  }

  /** The state once nothing failed: saving while an edit waits or travels, otherwise saved (or idle, never saved). */
  private settled(force: boolean): SaveState {
    const { save } = this.snapshot;
    if (!force && (save.state === 'error' || save.state === 'stale')) return save;
    if (this.inFlight || this.pending().length > 0) return { state: 'saving' };
    return this.lastSaved ? { state: 'saved', at: this.lastSaved } : { state: 'idle' };
  }

  /** The browser's copy follows the item: an unsaved edit is kept under its key, none is cleared. */
  private store() {
    const key = this.key();
    if (changedFields(this.baseline, this.fields).length === 0) this.drafts.clear(key);
    else this.drafts.write(key, { version: this.version, fields: this.fields, savedAt: this.now().toISOString() });
  }

  private key() {
    return draftKey(this.kind, this.item?.id ?? null);
  }

  private schedule(delay: number) {
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.saveNow();
    }, delay);
  }

  private cancelTimer() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private update(change: Partial<AutosaveSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
