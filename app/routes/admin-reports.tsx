import { Form } from 'react-router';
import { ActionNotice, PageTitle, Pager } from '~/components/admin/admin-ui';
import { CommentBody } from '~/components/discussion/comment-body';
import { Button } from '~/components/ui/button';
import { adminMeta } from '~/lib/admin-meta';
import { listQuery } from '~/lib/list-query';
import { auditQuerySchema } from '../../common/admin-schemas';
import { commentIdSchema } from '../../common/discussion-schemas';
import { formatDateTime } from '../../common/format';
import { listCommentReports } from '../../server/discussions/list-comment-reports';
import { moderateComment } from '../../server/discussions/moderate-comment';
import { adminAction, parseForm } from '../lib/admin-action.server';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-reports';

export const meta: Route.MetaFunction = (args) => adminMeta('Reports', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const { page } = listQuery(request, auditQuerySchema, { page: 1 });
  return { list: await listCommentReports({ db: context.services.db, page }) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = await request.formData();
  const parsed = parseForm(commentIdSchema, form);
  if (!parsed.ok) return parsed.answer;
  const hide = form.get('intent') !== 'unhide';
  return adminAction(async () => {
    await moderateComment({
      db: context.services.db,
      owner: user,
      commentId: parsed.value.id,
      action: hide ? 'hide' : 'unhide',
      now: context.services.now(),
    });
    return hide ? 'The comment is hidden: only its author and the owners see it.' : 'The comment is shown again.';
  });
}

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <>
      <PageTitle description="Comments learners reported in lesson discussions, the most recently reported first.">Reports</PageTitle>
      <ActionNotice result={actionData} />
      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No reported comments.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {list.rows.map((row) => (
            <li key={row.commentId} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{row.author ?? 'Deleted account'}</span> in{' '}
                <a href={row.href} className="font-semibold text-blue-700 hover:underline">
                  {row.lessonTitle}
                </a>{' '}
                · {formatDateTime(row.createdAt)}
                {row.hidden ? (
                  <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Hidden</span>
                ) : null}
              </p>
              <div className="mt-2 rounded-md bg-slate-50 p-3">
                {row.deleted ? (
                  <p className="italic text-slate-600">Deleted by its author.</p>
                ) : (
                  <CommentBody body={row.body} linksClickable={false} />
                )}
              </div>
              <h3 className="mt-3 text-sm font-semibold text-slate-900">
                {row.reports.length} report{row.reports.length === 1 ? '' : 's'}
              </h3>
              <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
                {row.reports.map((report, i) => (
                  <li key={i} className="break-words [overflow-wrap:anywhere]">
                    <span className="font-medium">{report.reporter ?? 'Deleted account'}</span> ({formatDateTime(report.at)}):{' '}
                    {report.reason}
                  </li>
                ))}
              </ul>
              {row.deleted ? null : (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="id" value={row.commentId} />
                  <input type="hidden" name="intent" value={row.hidden ? 'unhide' : 'hide'} />
                  <Button type="submit" size="sm" variant={row.hidden ? 'outline' : 'destructive'}>
                    {row.hidden ? 'Unhide comment' : 'Hide comment'}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} noun="reported comment" />
    </>
  );
}
