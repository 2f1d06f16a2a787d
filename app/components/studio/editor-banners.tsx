import { Button } from '~/components/ui/button';
import { formatClock, formatInZone, type ContentItem, type Fields } from './content-item';
import type { SaveState } from './autosave-session';
import type { StoredDraft } from './draft-storage';

/** "Saved 10:42" / "Saving…" / "Not saved: …", announced politely as it changes. */
export function SaveStatus({ save, timeZone, isNew }: { save: SaveState; timeZone: string; isNew: boolean }) {
  const text =
    save.state === 'saving'
      ? 'Saving…'
      : save.state === 'saved'
        ? `Saved ${formatClock(save.at, timeZone)}`
        : save.state === 'error'
          ? save.message
          : save.state === 'stale'
            ? 'Not saved: someone else changed this item.'
            : isNew
              ? 'Not saved yet: it is saved as a draft once it has a slug.'
              : 'All changes saved.';
  const bad = save.state === 'error' || save.state === 'stale';
  return (
    <p role="status" className={bad ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}>
      {text}
    </p>
  );
}

/** A 409: who changed the item and when, and the owner's two choices; never a silent overwrite. */
export function StaleBanner({
  current,
  timeZone,
  onLoad,
  onOverwrite,
}: {
  current: ContentItem;
  timeZone: string;
  onLoad: () => void;
  onOverwrite: () => void;
}) {
  return (
    <div role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        {current.updatedBy ? current.updatedBy.username : 'Someone'} changed this item at {formatInZone(current.updatedAt, timeZone)}, after
        you opened it.
      </p>
      <p className="mt-1 text-sm">
        Your changes are not saved. Load the newer version (your copy stays on this page to copy from), or save yours over it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" onClick={onLoad}>
          Load the newer version
        </Button>
        <Button type="button" variant="outline" onClick={onOverwrite}>
          Save mine over it
        </Button>
      </div>
    </div>
  );
}

/** Edits this browser kept from an earlier visit that never reached the server. */
export function StoredDraftOffer({
  draft,
  timeZone,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft;
  timeZone: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div role="status" className="mb-4 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
      <p className="font-semibold">This browser kept changes from {formatInZone(draft.savedAt, timeZone)} that were not saved.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" onClick={onRestore}>
          Restore them
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </div>
  );
}

/** The owner's own version after loading a newer one: the text to copy from, until dismissed. */
export function YourCopy({ fields, bodyField, onDismiss }: { fields: Fields; bodyField: string | null; onDismiss: () => void }) {
  const text = bodyField && typeof fields[bodyField] === 'string' ? (fields[bodyField] as string) : JSON.stringify(fields, null, 2);
  return (
    <details open className="mb-4 rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">Your version, to copy from</summary>
      <textarea readOnly aria-label="Your version" value={text} rows={10} className="ui-input mt-2 w-full font-mono text-sm" />
      <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onDismiss}>
        Dismiss
      </Button>
    </details>
  );
}
