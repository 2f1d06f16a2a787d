import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { FilterLinks, TableFrame, tdClass, thClass } from '~/components/admin/admin-ui';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import {
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  type ContentKind,
  type ContentStatus,
  type ContentSummary,
} from '../../../common/content-kinds';
import { formatInZone } from './content-item';

export const editHref = (kind: ContentKind, id: string) => `/admin/content/${kind}/${id}`;

/** The kinds as tabs: links with `?kind=`, the current one marked for screen readers. */
export function KindTabs({ current }: { current: ContentKind }) {
  return (
    <FilterLinks
      label="Kinds of content"
      className="mb-4"
      links={CONTENT_KINDS.map((kind) => ({
        to: `/admin/content?kind=${kind}`,
        label: CONTENT_KIND_LABELS[kind].many,
        current: kind === current,
      }))}
    />
  );
}

export function NewItemButton({ kind }: { kind: ContentKind }) {
  return (
    <Button asChild>
      <Link to={`/admin/content/${kind}/new`}>
        <Plus aria-hidden /> New {CONTENT_KIND_LABELS[kind].one}
      </Link>
    </Button>
  );
}

const BADGE: Record<ContentStatus, string> = {
  draft: 'bg-slate-200 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-800',
};

/** Draft, scheduled (with its time) or published, and whether a draft waits beside the published version. */
export function StatusCell({
  row,
  timeZone,
}: {
  row: Pick<ContentSummary, 'status' | 'publishAt' | 'hasUnpublishedChanges'>;
  timeZone: string;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize', BADGE[row.status])}>{row.status}</span>
      {row.status === 'scheduled' && row.publishAt ? (
        <span className="text-xs text-slate-700">
          for <time dateTime={row.publishAt}>{formatInZone(row.publishAt, timeZone)}</time>
        </span>
      ) : null}
      {row.hasUnpublishedChanges ? <span className="text-xs font-medium text-amber-900">Unpublished changes</span> : null}
    </div>
  );
}

export function ContentTable({ kind, rows, timeZone }: { kind: ContentKind; rows: readonly ContentSummary[]; timeZone: string }) {
  const label = CONTENT_KIND_LABELS[kind];
  if (rows.length === 0)
    return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No {label.many.toLowerCase()} match.</p>;
  return (
    <TableFrame label={label.many}>
      <thead>
        <tr>
          <th className={thClass}>Title</th>
          <th className={thClass}>Status</th>
          <th className={thClass}>Last change</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={tdClass}>
              <Link to={editHref(kind, row.id)} className="font-medium text-blue-700 underline-offset-2 hover:underline">
                {row.title || '(untitled)'}
              </Link>
              <p className="text-xs text-slate-600">{row.slug}</p>
            </td>
            <td className={tdClass}>
              <StatusCell row={row} timeZone={timeZone} />
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <time dateTime={row.updatedAt}>{formatInZone(row.updatedAt, timeZone)}</time>
              <p className="text-xs text-slate-600">{row.updatedBy ? `by ${row.updatedBy.username}` : 'from the files'}</p>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
