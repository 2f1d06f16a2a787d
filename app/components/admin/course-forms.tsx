import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { AdminActionData } from '~/lib/admin-action.server';

/** A course as /admin/courses lists and edits it (GET /api/admin/courses's row). */
export interface AdminCourseRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  level: string;
  status: 'draft' | 'published' | 'archived';
  outcomes: string[];
  modules: string[];
  coverImage: string | null;
  passMark: number;
  issuesCertificate: boolean;
  hasDiscussions: boolean;
  pagePath: string;
  lessonCount: number;
}

const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';
const textareaClass =
  'min-h-28 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';
const STATUS_LABEL = { draft: 'Draft', published: 'Published', archived: 'Archived' } as const;

function errorFor(result: AdminActionData | undefined, name: string): string | undefined {
  if (!result || result.ok || !result.field) return undefined;
  return result.field === name || result.field.startsWith(`${name}.`) ? result.message : undefined;
}

function LevelSelect({ id = 'field-level', defaultValue, error }: { id?: string; defaultValue: string; error?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Level</Label>
      <select id={id} name="level" defaultValue={defaultValue} className={selectClass} aria-invalid={error ? true : undefined}>
        {LEVELS.map((level) => (
          <option key={level}>{level}</option>
        ))}
      </select>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

function Lines({
  name,
  label,
  hint,
  value,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  value: readonly string[];
  error?: string;
}) {
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        name={name}
        defaultValue={value.join('\n')}
        className={textareaClass}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "New course": title, address, description and level; it starts as a draft with no modules. */
export function NewCourseForm({ result, busy }: { result: AdminActionData | undefined; busy: boolean }) {
  return (
    <Form method="post" className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2" aria-label="New course">
      <input type="hidden" name="intent" value="create" />
      {/* The edit form can share the page: these fields have ids of their own. */}
      <FormField id="new-field-title" label="Title" name="title" required error={errorFor(result, 'title')} />
      <FormField
        id="new-field-slug"
        label="Address"
        name="slug"
        required
        autoComplete="off"
        hint="Lowercase words joined by hyphens: the page is /course/<address>."
        error={errorFor(result, 'slug')}
      />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="new-field-description">Description</Label>
        <textarea id="new-field-description" name="description" required className={textareaClass} />
        {errorFor(result, 'description') ? <p className="text-sm text-red-700">{errorFor(result, 'description')}</p> : null}
      </div>
      <LevelSelect id="new-field-level" defaultValue="Beginner" error={errorFor(result, 'level')} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create course'}
        </Button>
      </div>
    </Form>
  );
}

/** Every field of one course; modules and outcomes one a line, so adding, renaming and reordering is editing lines. */
export function EditCourseForm({ course, result, busy }: { course: AdminCourseRow; result: AdminActionData | undefined; busy: boolean }) {
  return (
    <Form method="post" className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2" aria-label={`Edit ${course.title}`}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={course.id} />
      <FormField label="Title" name="title" required defaultValue={course.title} error={errorFor(result, 'title')} />
      <FormField
        label="Address"
        name="slug"
        required
        autoComplete="off"
        defaultValue={course.slug}
        hint="The page is /course/<address>."
        error={errorFor(result, 'slug')}
      />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="field-description">Description</Label>
        <textarea id="field-description" name="description" required defaultValue={course.description} className={textareaClass} />
        {errorFor(result, 'description') ? <p className="text-sm text-red-700">{errorFor(result, 'description')}</p> : null}
      </div>
      <LevelSelect defaultValue={course.level} error={errorFor(result, 'level')} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="field-status">Status</Label>
        <select id="field-status" name="status" defaultValue={course.status} className={selectClass}>
          <option value="draft">Draft (only you see it)</option>
          <option value="published">Published</option>
          <option value="archived">Archived (no longer listed)</option>
        </select>
      </div>
      <Lines
        name="modules"
        label="Modules"
        hint="One title a line, in order: line 1 is module 1. A module that holds lessons cannot be removed; move its lessons in the studio first."
        value={course.modules}
        error={errorFor(result, 'modules')}
      />
      <Lines
        name="outcomes"
        label="What you will learn"
        hint="One short sentence a line, shown on the course page."
        value={course.outcomes}
        error={errorFor(result, 'outcomes')}
      />
      <FormField
        label="Pass mark (%)"
        name="passMark"
        inputMode="numeric"
        required
        defaultValue={String(Math.round(course.passMark * 100))}
        hint="The share of a knowledge check a learner must answer correctly, 1–100."
        error={errorFor(result, 'passMark')}
      />
      <FormField
        label="Cover image (optional)"
        name="coverImage"
        defaultValue={course.coverImage ?? ''}
        hint="An image's address from the studio's images, starting with / or https://."
        error={errorFor(result, 'coverImage')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="issuesCertificate"
          value="true"
          defaultChecked={course.issuesCertificate}
          className="size-4 rounded border-slate-300"
        />
        Issues a certificate when completed
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="hasDiscussions"
          value="true"
          defaultChecked={course.hasDiscussions}
          className="size-4 rounded border-slate-300"
        />
        Lessons have discussions
      </label>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save course'}
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/courses">Close</Link>
        </Button>
      </div>
    </Form>
  );
}

/** The catalogue in its order: status, lessons, page; each moves up or down, and opens its form. */
export function CourseTable({ rows, busy }: { rows: AdminCourseRow[]; busy: boolean }) {
  if (rows.length === 0) return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No courses yet.</p>;
  return (
    <TableFrame label="Courses table">
      <thead>
        <tr>
          <th className={thClass}>Course</th>
          <th className={thClass}>Status</th>
          <th className={thClass}>Modules</th>
          <th className={thClass}>Lessons</th>
          <th className={thClass}>Order</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            <td className={tdClass}>
              <Link to={`/admin/courses?edit=${row.id}`} className="font-medium text-blue-700 underline">
                {row.title}
              </Link>
              <div className="text-slate-600">{row.pagePath}</div>
            </td>
            <td className={tdClass}>{STATUS_LABEL[row.status]}</td>
            <td className={tdClass}>{row.modules.length}</td>
            <td className={tdClass}>{row.lessonCount}</td>
            <td className={tdClass}>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="id" value={row.id} />
                <Button
                  type="submit"
                  name="to"
                  value={String(index - 1)}
                  variant="outline"
                  size="sm"
                  disabled={busy || index === 0}
                  aria-label={`Move ${row.title} up`}
                >
                  Up
                </Button>
                <Button
                  type="submit"
                  name="to"
                  value={String(index + 1)}
                  variant="outline"
                  size="sm"
                  disabled={busy || index === rows.length - 1}
                  aria-label={`Move ${row.title} down`}
                >
                  Down
                </Button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
