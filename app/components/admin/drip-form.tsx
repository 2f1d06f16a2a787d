import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { lessonsByModule, type DripFieldErrors, type DripFormLesson, type DripFormValues } from '~/lib/drip-form';

const KINDS = [
  { value: 'none', label: 'No schedule', hint: 'Every lesson opens when the learner enrols.' },
  {
    value: 'after_enrolment',
    label: 'Days after enrolment',
    hint: 'Each learner’s own clock, from their purchase, grant or free enrolment.',
  },
  { value: 'dates', label: 'Calendar dates', hint: 'The same day for everyone, at midnight UTC.' },
] as const;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * A course's release schedule (issue 43). Each lesson has a days box and a date box; CSS shows the one the chosen
 * kind uses (`:has()` on the ticked radio), so the form works the same before the page's scripts load, and a kind
 * switched back finds what was typed in it.
 */
export function DripForm({
  courseId,
  lessons,
  modules,
  values,
  errors,
  busy,
}: {
  courseId: string;
  lessons: readonly DripFormLesson[];
  modules: readonly string[];
  values: DripFormValues;
  errors: DripFieldErrors;
  busy: boolean;
}) {
  const groups = lessonsByModule(lessons, modules);
  return (
    <Form method="post" className="group/drip flex flex-col gap-4 rounded-lg border border-slate-200 p-4" aria-label="Release schedule">
      <input type="hidden" name="intent" value="drip" />
      <input type="hidden" name="id" value={courseId} />
      <fieldset aria-describedby={errors.dripType ? 'drip-type-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-900">When lessons open</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {KINDS.map((kind) => (
            <label
              key={kind.value}
              className="flex cursor-pointer gap-2 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                id={`drip-type-${kind.value}`}
                name="dripType"
                value={kind.value}
                defaultChecked={values.type === kind.value}
                className="mt-0.5 size-4"
              />
              <span>
                <span className="block font-medium text-slate-900">{kind.label}</span>
                <span className="block text-slate-600">{kind.hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="drip-type-error" error={errors.dripType} />
      </fieldset>
      <div className="flex flex-col gap-4 group-has-[#drip-type-none:checked]/drip:hidden">
        <p className="text-sm text-slate-600">
          <span className="group-has-[#drip-type-dates:checked]/drip:hidden">
            For each lesson, how many days after enrolment it opens. Empty or 0: open from enrolment.
          </span>
          <span className="hidden group-has-[#drip-type-dates:checked]/drip:inline">
            For each lesson, the day it opens. Empty: open from enrolment.
          </span>
        </p>
        {lessons.length === 0 ? <p className="text-sm text-slate-700">This course has no published lessons yet.</p> : null}
        {groups.map((group) => (
          <fieldset key={group.module} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              Module {group.module}: {group.title}
            </legend>
            <ul className="flex flex-col divide-y divide-slate-100">
              {group.lessons.map((lesson) => {
                const daysError = errors[`days.${lesson.id}`];
                const dateError = errors[`dates.${lesson.id}`];
                const name = `${lesson.module}.${lesson.order} ${lesson.title}`;
                return (
                  <li key={lesson.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between">
                    <span className="pt-2 text-sm text-slate-900">{name}</span>
                    <div className="flex flex-col gap-1 sm:w-52 group-has-[#drip-type-dates:checked]/drip:hidden">
                      <label htmlFor={`drip-days-${lesson.id}`} className="sr-only">
                        Days after enrolment for {name}
                      </label>
                      <div className="flex items-center gap-2">
                        <Input
                          id={`drip-days-${lesson.id}`}
                          name={`days.${lesson.id}`}
                          inputMode="numeric"
                          autoComplete="off"
                          defaultValue={values.days[lesson.id] ?? ''}
                          className="w-24"
                          aria-invalid={daysError ? true : undefined}
                          aria-describedby={daysError ? `drip-days-${lesson.id}-error` : undefined}
                        />
                        <span className="text-sm text-slate-600" aria-hidden="true">
                          days
                        </span>
                      </div>
                      <FieldError id={`drip-days-${lesson.id}-error`} error={daysError} />
                    </div>
                    <div className="hidden flex-col gap-1 sm:w-52 group-has-[#drip-type-dates:checked]/drip:flex">
                      <label htmlFor={`drip-date-${lesson.id}`} className="sr-only">
                        Opening date for {name}
                      </label>
                      <Input
                        id={`drip-date-${lesson.id}`}
                        name={`dates.${lesson.id}`}
                        type="date"
                        defaultValue={values.dates[lesson.id] ?? ''}
                        aria-invalid={dateError ? true : undefined}
                        aria-describedby={dateError ? `drip-date-${lesson.id}-error` : undefined}
                      />
                      <FieldError id={`drip-date-${lesson.id}-error`} error={dateError} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="notify"
            value="true"
            defaultChecked={values.notify}
            className="mt-0.5 size-4 rounded border-slate-300"
          />
          <span>
            Email learners when a lesson opens
            <span className="block text-slate-600">
              Once per learner and lesson, within about five minutes of it opening. Learners you opened the course for get none.
            </span>
          </span>
        </label>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save release schedule'}
        </Button>
      </div>
    </Form>
  );
}
