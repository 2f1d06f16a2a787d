import { data, redirect, useNavigation } from 'react-router';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { CourseTable, EditCourseForm, NewCourseForm } from '~/components/admin/course-forms';
import { DripForm } from '~/components/admin/drip-form';
import { adminAction, type AdminActionData } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { dripFormValues } from '~/lib/drip-form';
import { dripFormAction, type DripFormResult } from '~/lib/drip-form-action.server';
import { courseCreateSchema, courseIdParamSchema, coursePatchSchema } from '../../common/course-schemas';
import { dripScheduleSchema, NO_DRIP } from '../../common/drip';
import { createCourse, listOwnerCourses, loadOwnerCourse, orderCourses, updateCourse } from '../../server/courses/owner-courses';
import { TitledSection } from '../components/ui/titled-section';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-courses';
import type { z } from 'zod';

export const meta: Route.MetaFunction = (args) => adminMeta('Courses', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const courses = await listOwnerCourses({ db: context.services.db });
  const edit = new URL(request.url).searchParams.get('edit');
  const editing =
    edit && courses.some((course) => course.id === edit) ? await loadOwnerCourse({ db: context.services.db, courseId: edit }) : null;
  // The release schedule of the course being edited (issue 43): its lessons, and the schedule as the form shows it.
  const drip = editing
    ? {
        lessons: editing.lessons,
        values: dripFormValues(dripScheduleSchema.safeParse(editing.drip).data ?? NO_DRIP),
        revision: editing.updatedAt.toISOString(),
      }
    : null;
  return { courses: courses.map(({ createdAt: _c, updatedAt: _u, position: _p, ...course }) => course), edit, drip };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const lines = (form: FormData, name: string) =>
  text(form, name)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The edit form's strings as PATCH /api/admin/courses/:id's body, so both are checked by one schema. */
function patchFromForm(form: FormData): Record<string, unknown> {
  const percent = text(form, 'passMark');
  return {
    title: text(form, 'title'),
    slug: text(form, 'slug'),
    description: text(form, 'description'),
    level: text(form, 'level'),
    status: text(form, 'status'),
    modules: lines(form, 'modules'),
    outcomes: lines(form, 'outcomes'),
    // The form asks for a percentage; the API keeps a share (0.7 = 70 %).
    passMark: percent === '' || Number.isNaN(Number(percent)) ? percent : Number(percent) / 100,
    coverImage: text(form, 'coverImage') || null,
    issuesCertificate: form.get('issuesCertificate') === 'true',
    hasDiscussions: form.get('hasDiscussions') === 'true',
  };
}

function refused(error: z.ZodError) {
  const issue = error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  return data<AdminActionData>({ ok: false, message: issue.message, ...(field ? { field } : {}) }, { status: 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = await request.formData();
  const { db } = context.services;
  const now = context.services.now();
  const intent = form.get('intent');
  if (intent === 'create') {
    const parsed = courseCreateSchema.safeParse({
      title: text(form, 'title'),
      slug: text(form, 'slug'),
      description: text(form, 'description'),
      level: text(form, 'level'),
    });
    if (!parsed.success) return refused(parsed.error);
    const created = await adminAction(async () => {
      await createCourse({ db, input: parsed.data, actorId: user.id, now });
      return `${parsed.data.title} is created as a draft.`;
    });
    // On to its form: a new course has no modules yet.
    return created.data.ok ? redirect(`/admin/courses?edit=${parsed.data.slug}`) : created;
  }
  const id = courseIdParamSchema.safeParse({ id: form.get('id') });
  if (!id.success) return data<AdminActionData>({ ok: false, message: 'Choose a course.' }, { status: 400 });
  if (intent === 'drip') return dripFormAction({ db, courseId: id.data.id, form, actorId: user.id, now });
  if (intent === 'move') {
    return adminAction(async () => {
      const ids = (await listOwnerCourses({ db })).map((course) => course.id);
      const to = Math.min(Math.max(Number(form.get('to')), 0), ids.length - 1);
      const from = ids.indexOf(id.data.id);
      if (from !== -1 && Number.isInteger(to)) ids.splice(to, 0, ...ids.splice(from, 1));
      await orderCourses({ db, ids, actorId: user.id, now });
      return 'The catalogue’s order is saved.';
    });
  }
  const parsed = coursePatchSchema.safeParse(patchFromForm(form));
  if (!parsed.success) return refused(parsed.error);
  const { drip: _drip, ...patch } = parsed.data;
  return adminAction(async () => {
    const course = await updateCourse({ db, courseId: id.data.id, patch, actorId: user.id, now });
    return `${course.title} is saved.`;
  });
}

export default function AdminCourses({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const editing = loaderData.courses.find((course) => course.id === loaderData.edit);
  // Only the release schedule's post answers `drip` (app/lib/drip-form-action.server.ts).
  const dripResult = (actionData as Partial<DripFormResult> | undefined)?.drip;
  return (
    <>
      <PageTitle description="Every course of the catalogue: create one, edit its modules and what it teaches, publish or archive it, and set the order visitors see.">
        Courses
      </PageTitle>
      <ActionNotice result={actionData} />
      <div className="flex flex-col gap-6">
        {editing ? (
          <TitledSection id="edit-course-title" title={`Edit ${editing.title}`}>
            <EditCourseForm key={`${editing.id}:${actionData?.message ?? ''}`} course={editing} result={actionData} busy={busy} />
          </TitledSection>
        ) : null}
        {editing && loaderData.drip ? (
          <TitledSection id="drip-title" title="Release schedule">
            <DripForm
              key={dripResult?.revision ?? loaderData.drip.revision}
              courseId={editing.id}
              lessons={loaderData.drip.lessons}
              modules={editing.modules}
              values={dripResult?.values ?? loaderData.drip.values}
              errors={dripResult?.errors ?? {}}
              busy={busy}
            />
          </TitledSection>
        ) : null}
        <TitledSection id="courses-title" title="Catalogue">
          <CourseTable rows={loaderData.courses} busy={busy} />
        </TitledSection>
        <TitledSection id="new-course-title" title="New course">
          <NewCourseForm key={actionData?.ok ? actionData.message : 'form'} result={actionData} busy={busy} />
        </TitledSection>
      </div>
    </>
  );
}
