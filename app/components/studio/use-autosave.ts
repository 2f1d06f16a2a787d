import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createItem, saveDraft } from './content-api';
import { changedFields, fieldsOf, type ContentItem, type FieldIssue, type Fields } from './content-item';
import { clearStoredDraft, draftKey, readStoredDraft, writeStoredDraft, type StoredDraft } from './draft-storage';
import type { ContentKind } from '../../../common/content-kinds';

/** How long typing must pause before a draft is saved. */
export const AUTOSAVE_DELAY_MS = 1200;
/** How soon a save that found no connection is tried again. */
const RETRY_MS = 10_000;

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

/**
 * The editing page's state (issue 29): the item as the server last answered, the owner's fields, and the
 * autosave between them. A change is kept in localStorage at once and sent as a draft PATCH (with the version
 * it was based on) once typing pauses; a new item is created by its first save. A 409 stops saving and shows
 * who changed the item: nothing is ever overwritten without the owner choosing to.
 */
export function useAutosave(kind: ContentKind, initial: ContentItem | null, editable: readonly string[]) {
  const navigate = useNavigate();
  const [item, setItem] = useState(initial);
  const [fields, setFieldsState] = useState<Fields>(() => (initial ? fieldsOf(initial) : {}));
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [offer, setOffer] = useState<StoredDraft | null>(null);
  /** Bumped when the fields are replaced from outside (a newer version, a restored copy): the editor remounts. */
  const [generation, setGeneration] = useState(0);

  const live = useRef({ item: initial, fields, baseline: initial ? fieldsOf(initial) : ({} as Fields), version: initial?.version ?? null });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef<Promise<boolean> | null>(null);
  const key = draftKey(kind, initial?.id ?? null);

  const store = useCallback(() => {
    const { fields: now, baseline, version } = live.current;
    if (changedFields(baseline, now).length === 0) clearStoredDraft(key);
    else writeStoredDraft(key, { version, fields: now, savedAt: new Date().toISOString() });
  }, [key]);

  const stale = useRef(false);
  const saveNowRef = useRef<() => Promise<boolean>>(async () => false);
  const schedule = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNowRef.current(), delay);
  };

  const runSave = useCallback(async (): Promise<boolean> => {
    const { item: current, fields: now, baseline, version } = live.current;
    // Only what the form edits: the API also sends what it derives (an article's read time), which a draft cannot set.
    const changed = changedFields(baseline, now).filter((field) => editable.includes(field));
    if (changed.length === 0) return true;
    const missing = current ? null : missingForCreate(kind, now);
    if (missing) {
      setSave({ state: 'error', message: `Not saved yet: ${missing}.` });
      return false;
    }
    setSave({ state: 'saving' });
    const sent = patchOf(now, changed);
    const result = current ? await saveDraft(kind, current.id, version ?? current.version, sent) : await createItem(kind, sent);
    if (!result.ok) {
      if (result.stale && result.current) {
        stale.current = true;
        setSave({ state: 'stale', current: result.current });
      } else {
        setSave({ state: 'error', message: `Not saved: ${result.message}` });
        if (result.status === 0) schedule(RETRY_MS);
      }
      if (result.issues) setIssues(result.issues);
      return false;
    }
    setIssues([]);
    const savedFields = { ...baseline, ...Object.fromEntries(changed.map((field) => [field, now[field]])) };
    live.current = { ...live.current, item: result.data, baseline: savedFields, version: result.data.version };
    setItem(result.data);
    setSave({ state: 'saved', at: new Date() });
    store();
    if (!current) {
      clearStoredDraft(key);
      // The same editor stays on the page (the route keys it by where it was created), now at the item's address.
      void navigate(`/admin/content/${kind}/${result.data.id}`, { replace: true, state: { createdFrom: 'new' } });
    }
    // Typed while the save was on its way: save that too.
    const pending = changedFields(live.current.baseline, live.current.fields).filter((field) => editable.includes(field));
    if (pending.length > 0) schedule(AUTOSAVE_DELAY_MS);
    return pending.length === 0;
    // `schedule` only reads refs.
  }, [kind, key, navigate, store, editable]);

  /** Saves now (after a save under way); true once the server has every change. Stops after a conflict. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (saving.current) await saving.current;
    if (stale.current) return false;
    saving.current = runSave();
    try {
      return await saving.current;
    } finally {
      saving.current = null;
    }
  }, [runSave]);
  useEffect(() => {
    saveNowRef.current = saveNow;
  }, [saveNow]);

  const setFields = useCallback(
    (update: (fields: Fields) => Fields) => {
      // The ref always holds the latest fields (a burst of keystrokes may outrun React's renders).
      const next = update(live.current.fields);
      live.current = { ...live.current, fields: next };
      setFieldsState(next);
      store();
      schedule(AUTOSAVE_DELAY_MS);
    },
    // `schedule` only reads refs.

    [store],
  );

  /** Replaces everything with a version the server sent (after a conflict, a publish, a restore). */
  const adopt = useCallback(
    (next: ContentItem, { keepFields = false }: { keepFields?: boolean } = {}) => {
      const serverFields = fieldsOf(next);
      stale.current = false;
      // Keeping the owner's fields keeps only what they changed since the last save, over the server's.
      const { fields: mine, baseline } = live.current;
      const kept = keepFields
        ? { ...serverFields, ...Object.fromEntries(changedFields(baseline, mine).map((field) => [field, mine[field]])) }
        : serverFields;
      live.current = { item: next, baseline: serverFields, version: next.version, fields: kept };
      setItem(next);
      setFieldsState(kept);
      if (!keepFields) setGeneration((n) => n + 1);
      setSave({ state: 'saved', at: new Date() });
      store();
    },
    [store],
  );

  useEffect(() => {
    const stored = readStoredDraft(key);
    if (stored && changedFields(live.current.fields, stored.fields).length > 0) setOffer(stored);
    else if (stored) clearStoredDraft(key);
    return () => clearTimeout(timer.current);
  }, [key]);

  const restoreOffer = () => {
    if (!offer) return;
    live.current = { ...live.current, fields: offer.fields, version: offer.version ?? live.current.version };
    setFieldsState(offer.fields);
    setGeneration((n) => n + 1);
    setOffer(null);
    void saveNow();
  };
  const discardOffer = () => {
    clearStoredDraft(key);
    setOffer(null);
  };

  /** After a conflict: keep this copy and save it over the newer version, by the owner's explicit choice. */
  const overwrite = (current: ContentItem) => {
    adopt(current, { keepFields: true });
    void saveNow();
  };

  /** A publish or restore was refused as stale: stop saving and show who changed the item. */
  const markStale = useCallback((current: ContentItem) => {
    clearTimeout(timer.current);
    stale.current = true;
    setSave({ state: 'stale', current });
  }, []);

  /** Saves what is pending: the item as the server then has it, or null when it could not be saved. */
  const flush = useCallback(async () => ((await saveNow()) ? live.current.item : null), [saveNow]);

  return {
    item,
    fields,
    setFields,
    save,
    issues,
    setIssues,
    generation,
    flush,
    adopt,
    markStale,
    overwrite,
    offer,
    restoreOffer,
    discardOffer,
  };
}
