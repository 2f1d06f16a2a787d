import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '../../../common/format';

export interface LearnerDripCourse {
  courseId: string;
  title: string;
  schedule: 'after_enrolment' | 'dates';
  /** When the owner opened every lesson for this learner; null while the schedule still applies. */
  openedAt: string | null;
}

const SCHEDULE = { after_enrolment: 'days after enrolment', dates: 'calendar dates' } as const;

/**
 * The courses with a release schedule on a learner's page (issue 43): "Open every lesson" lifts the schedule for
 * this learner alone (once; audited), and a course already opened says since when.
 */
export function OpenCourseList({ courses }: { courses: LearnerDripCourse[] }) {
  const navigation = useNavigation();
  if (courses.length === 0) return <p className="text-slate-700">No course has a release schedule: every lesson opens at enrolment.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {courses.map((course) => {
        const busy = navigation.state === 'submitting' && navigation.formData?.get('courseId') === course.courseId;
        return (
          <li
            key={course.courseId}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-medium text-slate-900">{course.title}</p>
              <p className="text-sm text-slate-600">
                {course.openedAt
                  ? `Every lesson open for this learner since ${formatDateTime(course.openedAt)}.`
                  : `Lessons open on a schedule (${SCHEDULE[course.schedule]}).`}
              </p>
            </div>
            {course.openedAt ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="open-course" />
                <input type="hidden" name="courseId" value={course.courseId} />
                <Button type="submit" variant="outline" disabled={busy} aria-label={`Open every lesson of ${course.title}`}>
                  {busy ? 'Opening…' : 'Open every lesson'}
                </Button>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
