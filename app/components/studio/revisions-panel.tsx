import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { listRevisions, restoreRevision, type DiffLine, type FieldChange, type Revision } from './content-api';
import { formatInZone, type ContentItem } from './content-item';

export interface RevisionsPanelProps {
  item: ContentItem;
  timeZone: string;
  /** Saves pending edits first, so a restore never drops them silently: the item as saved, or null. */
  flush: () => Promise<ContentItem | null>;
  onRestored: (item: ContentItem) => void;
  onStale: (current: ContentItem) => void;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function Lines({ lines }: { lines: DiffLine[] }) {
  return (
    <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs leading-relaxed">
      {lines.map((line, index) =>
        line.op === 'skip' ? (
          <span key={index} className="block text-slate-600">
            … {line.count} unchanged line{line.count === 1 ? '' : 's'}
          </span>
        ) : (
          <span
            key={index}
            className={cn(
              'block whitespace-pre-wrap',
              line.op === 'add' && 'bg-green-100 text-green-900',
              line.op === 'remove' && 'bg-red-100 text-red-900',
            )}
          >
            {line.op === 'add' ? '+ ' : line.op === 'remove' ? '− ' : '  '}
            {line.text}
          </span>
        ),
      )}
    </pre>
  );
}

function Change({ change }: { change: FieldChange }) {
  return (
    <li className="text-sm text-slate-800">
      <span className="font-semibold">{change.field}</span> {change.change}
      {change.lines ? (
        <Lines lines={change.lines} />
      ) : (
        <span className="block break-words">
          {change.before !== undefined ? <del className="bg-red-100 text-red-900">{shown(change.before)}</del> : null}
          {change.before !== undefined && change.after !== undefined ? ' → ' : null}
          {change.after !== undefined ? <ins className="bg-green-100 text-green-900 no-underline">{shown(change.after)}</ins> : null}
        </span>
      )}
    </li>
  );
}

/** Every publish of the item (number, who, when, what changed), each restorable as a new draft. */
export function RevisionsPanel({ item, timeZone, flush, onRestored, onStale }: RevisionsPanelProps) {
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    setBusy(true);
    const result = await listRevisions(item.kind, item.id);
    setBusy(false);
    if (result.ok) setRevisions(result.data.revisions);
    else setNote({ ok: false, text: result.message });
  };

  const restore = async (revision: number) => {
    setBusy(true);
    setNote(null);
    const latest = await flush();
    if (!latest) {
      setBusy(false);
      return setNote({ ok: false, text: 'Your latest changes are not saved yet, so nothing was restored.' });
    }
    const result = await restoreRevision(item.kind, item.id, revision, latest.version);
    setBusy(false);
    if (result.ok) {
      onRestored(result.data);
      setNote({ ok: true, text: `Revision ${revision} is now the draft. Publish it to make it live.` });
    } else if (result.stale && result.current) onStale(result.current);
    else setNote({ ok: false, text: result.message });
  };

  return (
    <section aria-labelledby="revisions-title" className="rounded-lg border border-slate-200 p-4">
      <h2 id="revisions-title" className="text-base font-semibold text-slate-900">
        Revisions
      </h2>
      {revisions === null ? (
        <Button type="button" variant="outline" size="sm" className="mt-2" disabled={busy} onClick={() => void load()}>
          <History aria-hidden /> Show revisions
        </Button>
      ) : revisions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No revisions yet: each publish keeps one.</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-3">
          {revisions.map((revision) => (
            <li key={revision.number} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-900">
                  <span className="font-semibold">Revision {revision.number}</span> · {revision.createdBy?.username ?? 'from the files'} ·{' '}
                  <time dateTime={revision.createdAt}>{formatInZone(revision.createdAt, timeZone)}</time>
                </p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => void restore(revision.number)}
                  aria-label={`Restore as draft: revision ${revision.number}`}
                >
                  <RotateCcw aria-hidden /> Restore as draft
                </Button>
              </div>
              {revision.changes && revision.changes.length > 0 ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-blue-700">What changed</summary>
                  <ul className="mt-2 flex flex-col gap-2">
                    {revision.changes.map((change) => (
                      <Change key={change.field} change={change} />
                    ))}
                  </ul>
                </details>
              ) : (
                <p className="mt-1 text-xs text-slate-600">{revision.changes === null ? 'The first version.' : 'No field changed.'}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <p role="status" className={note && !note.ok ? 'mt-2 text-sm font-medium text-red-700' : 'mt-2 text-sm text-slate-700'}>
        {note?.text ?? ''}
      </p>
    </section>
  );
}
