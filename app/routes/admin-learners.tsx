import { Link } from 'react-router';
import { PageTitle, Pager, SearchForm, TableFrame, tdClass, thClass } from '~/components/admin/admin-ui';
import { adminMeta } from '~/lib/admin-meta';
import { listQuery } from '~/lib/list-query';
import { learnersQuerySchema } from '../../common/admin-schemas';
import { formatDateTime, formatShortDate } from '../../common/format';
import { listLearners } from '../../server/admin/list-learners';
import { allCatalogueCourses } from '../../server/courses/course-catalogue';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-learners';

export const meta: Route.MetaFunction = (args) => adminMeta('Learners', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const query = listQuery(request, learnersQuerySchema, { page: 1, q: undefined });
  return {
    q: query.q ?? '',
    list: await listLearners({ db: context.services.db, ...query, now: context.services.now() }),
    // Each course's title, for the progress column (issue 43: any number of courses).
    courseTitles: Object.fromEntries(allCatalogueCourses().map((course) => [course.id, course.title])),
  };
}

export default function AdminLearners({ loaderData }: Route.ComponentProps) {
  const { list, q, courseTitles } = loaderData;
  return (
    <>
      <PageTitle description="Everyone with an account, newest first.">Learners</PageTitle>
      <SearchForm label="Email or username" q={q} />
      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No learners match.</p>
      ) : (
        <TableFrame label="Learners">
          <thead>
            <tr>
              <th className={thClass}>Learner</th>
              <th className={thClass}>Signed up</th>
              <th className={thClass}>Last seen</th>
              <th className={thClass}>Purchases</th>
              <th className={thClass}>Lessons completed</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((learner) => (
              <tr key={learner.id}>
                <td className={tdClass}>
                  <Link to={`/admin/learners/${learner.id}`} className="font-medium text-blue-700 underline-offset-2 hover:underline">
                    {learner.email}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {learner.username}
                    {learner.isOwner ? ' · owner' : ''}
                    {learner.hasPremiumAccess ? ' · premium' : ''}
                  </p>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatShortDate(learner.signedUpAt)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{learner.lastSeenAt ? formatDateTime(learner.lastSeenAt) : 'Not yet'}</td>
                <td className={tdClass}>{learner.purchases}</td>
                <td className={tdClass}>
                  {learner.progress.map((course) => (
                    <p key={course.courseId} className="whitespace-nowrap">
                      {courseTitles[course.courseId] ?? course.courseId}: {course.completed} of {course.total}
                    </p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} noun="learner" />
    </>
  );
}
