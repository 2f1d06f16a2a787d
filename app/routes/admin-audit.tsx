import { PageTitle, Pager, TableFrame, tdClass, thClass } from '~/components/admin/admin-ui';
import { adminMeta } from '~/lib/admin-meta';
import { listQuery } from '~/lib/list-query';
import { auditQuerySchema } from '../../common/admin-schemas';
import { formatDateTime } from '../../common/format';
import { listAudit } from '../../server/admin/list-audit';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = (args) => adminMeta('Audit log', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const { page } = listQuery(request, auditQuerySchema, { page: 1 });
  return { list: await listAudit({ db: context.services.db, page }) };
}

/** The details worth reading in a row, as "key: value" pairs. */
function describe(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <>
      <PageTitle description="Every owner action, and learners’ own refunds, newest first.">Audit log</PageTitle>
      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No owner actions yet.</p>
      ) : (
        <TableFrame label="Audit log">
          <thead>
            <tr>
              <th className={thClass}>When</th>
              <th className={thClass}>Who</th>
              <th className={thClass}>Action</th>
              <th className={thClass}>What</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(row.at)}</td>
                <td className={tdClass}>{row.actorLabel}</td>
                <td className={`${tdClass} font-mono text-xs`}>{row.action}</td>
                <td className={`${tdClass} break-all text-xs`}>
                  {row.targetType}
                  {row.targetId ? ` ${row.targetId}` : ''}
                  {Object.keys(row.details).length > 0 ? <p className="text-slate-600">{describe(row.details)}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} noun="action" />
    </>
  );
}
