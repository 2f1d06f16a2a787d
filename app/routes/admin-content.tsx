import { Form } from 'react-router';
import { PageTitle, Pager } from '~/components/admin/admin-ui';
import { ContentTable, KindTabs, NewItemButton } from '~/components/studio/content-list';
import { LazyLessonOrder } from '~/components/studio/lazy-lesson-order';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { adminMeta } from '~/lib/admin-meta';
import { useTimeZoneCorrection } from '~/lib/use-time-zone-correction';
import { CONTENT_KIND_LABELS, CONTENT_KINDS } from '../../common/content-kinds';
import { listContentItems } from '../../server/content-studio/list-content-items';
import { contentListQuerySchema } from '../../server/content-studio/studio-schemas';
import { studioCourses } from '../../server/courses/course-catalogue';
import { requireOwner } from '../lib/auth.server';
import { requestTimeZone } from '../lib/member-area.server';
import type { ContentSummary, ContentKind, ContentStatus } from '../../common/content-kinds';
import type { Route } from './+types/admin-content';

export const meta: Route.MetaFunction = (args) => adminMeta('Content', args);

// Written out rather than imported from the API's schemas, which are server code (zod) the page must not ship.
const STATUSES: readonly ContentStatus[] = ['draft', 'scheduled', 'published'];

function kindOf(url: URL): ContentKind {
  const kind = url.searchParams.get('kind');
  return (CONTENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ContentKind) : 'articles';
}

/** Every lesson, for the course-and-module view where the owner orders them (a course has a few dozen). */
async function allLessons(db: Parameters<typeof listContentItems>[0]['db']): Promise<ContentSummary[]> {
  const rows: ContentSummary[] = [];
  for (let page = 1; ; page += 1) {
    const list = await listContentItems({ db, kind: 'lessons', page });
    rows.push(...list.rows);
    if (page >= list.pageCount) return rows;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const url = new URL(request.url);
  const kind = kindOf(url);
  const parsed = contentListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { page: 1, status: undefined, q: undefined };
  const { db } = context.services;
  // Lessons with no filter are shown by course and module, in the order learners meet them, to be reordered.
  const ordering = kind === 'lessons' && !query.status && !query.q;
  return {
    kind,
    status: query.status ?? '',
    q: query.q ?? '',
    timeZone: requestTimeZone(request),
    list: ordering ? null : await listContentItems({ db, kind, ...query }),
    lessons: ordering ? await allLessons(db) : null,
    courses: studioCourses(),
  };
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { kind, status, q, timeZone, list, lessons, courses } = loaderData;
  useTimeZoneCorrection(timeZone);
  const label = CONTENT_KIND_LABELS[kind];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle
          description={`Articles, business ideas, help answers and lessons: drafts, schedules and what is live. Times in ${timeZone}.`}
        >
          Content
        </PageTitle>
        <NewItemButton kind={kind} />
      </div>
      <KindTabs current={kind} />
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="kind" value={kind} />
        <div className="min-w-56 flex-1">
          <label htmlFor="content-q" className="mb-1 block text-sm font-medium text-slate-800">
            Title or slug
          </label>
          <Input id="content-q" name="q" type="search" defaultValue={q} autoComplete="off" />
        </div>
        <div>
          <label htmlFor="content-status" className="mb-1 block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="content-status" name="status" defaultValue={status} className="ui-input">
            <option value="">Any</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {value[0]!.toUpperCase() + value.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      {lessons ? (
        <LazyLessonOrder lessons={lessons} timeZone={timeZone} courses={courses} />
      ) : list ? (
        <>
          <ContentTable kind={kind} rows={list.rows} timeZone={timeZone} />
          <Pager page={list.page} pageCount={list.pageCount} total={list.total} noun={label.one} />
        </>
      ) : null}
    </>
  );
}
