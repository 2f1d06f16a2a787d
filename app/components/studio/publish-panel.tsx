import { CalendarClock, Eye, Send, Trash2, Undo2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { useTypedBeforeHydration } from '~/lib/use-hydrated';
import { isoToZonedInput, zonedTimeToIso } from '../../../common/wall-clock';
import { cancelSchedule, deleteItem, previewLink, publishItem, unpublishItem, type ApiResult } from './content-api';
import { formatInZone, statusText, type ContentItem, type FieldIssue } from './content-item';

export interface PublishPanelProps {
  item: ContentItem;
  timeZone: string;
  /** Saves pending edits first: the item as the server now has it, or null when they could not be saved. */
  flush: () => Promise<ContentItem | null>;
  onItem: (item: ContentItem) => void;
  onIssues: (issues: FieldIssue[]) => void;
  onStale: (current: ContentItem) => void;
}

/**
 * Publish now, schedule (a date and time in the owner's zone, named on the page), cancel a schedule, unpublish,
 * preview and delete. Each answer of the API is said in words; a refused publish lists its fields beside them.
 */
export function PublishPanel({ item, timeZone, flush, onItem, onIssues, onStale }: PublishPanelProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [when, setWhen] = useState(() => (item.publishAt ? isoToZonedInput(item.publishAt, timeZone) : ''));
  const whenTyped = useTypedBeforeHydration<HTMLInputElement>(when, setWhen);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = { when: useId(), hint: useId() };
  const kind = item.kind;

  const act = async (
    run: (latest: ContentItem) => Promise<ApiResult<ContentItem>>,
    done: (next: ContentItem) => string,
    { save = true } = {},
  ) => {
    setBusy(true);
    setNote(null);
    try {
      const latest = save ? await flush() : item;
      if (!latest) {
        setNote({ ok: false, text: 'Your latest changes are not saved yet, so nothing was published. See the save status above.' });
        return;
      }
      const result = await run(latest);
      if (result.ok) {
        onIssues([]);
        onItem(result.data);
        setNote({ ok: true, text: done(result.data) });
      } else if (result.stale && result.current) onStale(result.current);
      else {
        if (result.issues) onIssues(result.issues);
        setNote({
          ok: false,
          text: result.issues?.length
            ? `Not published: ${result.issues.length} field${result.issues.length === 1 ? '' : 's'} need attention (marked in the form).`
            : result.message,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const schedule = () => {
    const at = zonedTimeToIso(when, timeZone);
    if (!at) return setNote({ ok: false, text: 'Choose a date and a time to publish at.' });
    if (new Date(at).getTime() <= Date.now()) return setNote({ ok: false, text: 'Choose a time in the future, or press Publish now.' });
    void act(
      (latest) => publishItem(kind, latest.id, latest.version, at),
      (next) => `Scheduled for ${formatInZone(next.publishAt, timeZone)} (${timeZone}).`,
    );
  };

  const preview = async () => {
    setBusy(true);
    setNote(null);
    // What was typed a moment ago, still waiting for a pause in typing, is in the preview too.
    const latest = await flush();
    if (!latest) {
      setBusy(false);
      setNote({ ok: false, text: 'Your latest changes are not saved yet, so there is nothing new to preview. See the save status above.' });
      return;
    }
    const result = await previewLink(kind, latest.id);
    setBusy(false);
    if (result.ok) {
      window.open(result.data.url, '_blank', 'noopener');
      setNote({ ok: true, text: `Preview opened in a new tab; its link works until ${formatInZone(result.data.expiresAt, timeZone)}.` });
    } else setNote({ ok: false, text: result.status === 404 ? 'Preview is not available on this site yet.' : result.message });
  };

  const remove = async () => {
    setBusy(true);
    const result = await deleteItem(kind, item.id);
    setBusy(false);
    if (result.ok) void navigate(`/admin/content?kind=${kind}`, { state: { deleted: item.slug } });
    else setNote({ ok: false, text: result.message });
  };

  return (
    <section aria-labelledby="publish-title" className="rounded-lg border border-slate-200 p-4">
      <h2 id="publish-title" className="text-base font-semibold text-slate-900">
        Publishing
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        <span className="font-medium">{statusText(item)}</span>
        {item.status === 'scheduled' && item.publishAt ? <> for {formatInZone(item.publishAt, timeZone)}</> : null}
        {item.publishedAt ? (
          <span className="block text-slate-600">Live version from {formatInZone(item.publishedAt, timeZone)}</span>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={busy}
          onClick={() =>
            void act(
              (latest) => publishItem(kind, latest.id, latest.version),
              () => 'Published: visitors see this version now.',
            )
          }
        >
          <Send aria-hidden /> Publish now
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void preview()}>
          <Eye aria-hidden /> Preview
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={ids.when} className="text-sm font-medium text-slate-800">
          Publish at
        </label>
        <input
          id={ids.when}
          ref={whenTyped}
          type="datetime-local"
          className="ui-input w-full"
          value={when}
          aria-describedby={ids.hint}
          onChange={(e) => setWhen(e.currentTarget.value)}
        />
        <p id={ids.hint} className="text-sm text-slate-600">
          In your time zone, {timeZone}.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={schedule}>
            <CalendarClock aria-hidden /> Schedule
          </Button>
          {item.status === 'scheduled' ? (
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void act(
                  () => cancelSchedule(kind, item.id),
                  () => 'The schedule is cancelled; the draft stays a draft.',
                  { save: false },
                )
              }
            >
              <X aria-hidden /> Cancel schedule
            </Button>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        {item.status === 'published' || item.hasUnpublishedChanges ? (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() =>
              void act(
                () => unpublishItem(kind, item.id),
                () => 'Unpublished: visitors no longer see it.',
                { save: false },
              )
            }
          >
            <Undo2 aria-hidden /> Unpublish
          </Button>
        ) : null}
        {confirmDelete ? (
          <div role="group" aria-label="Confirm deletion" className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-800">Delete “{item.slug}” for good?</span>
            <Button type="button" variant="destructive" disabled={busy} onClick={() => void remove()}>
              Delete
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
          </div>
        ) : (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden /> Delete…
          </Button>
        )}
      </div>
      <p role="status" className={note && !note.ok ? 'mt-3 text-sm font-medium text-red-700' : 'mt-3 text-sm text-slate-700'}>
        {note?.text ?? ''}
      </p>
    </section>
  );
}
