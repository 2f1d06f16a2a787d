import { TableFrame, tdClass, thClass } from './admin-ui';

interface FunnelLesson {
  lessonId: string;
  title: string;
  module: number;
  order: number;
  started: number;
  completed: number;
}

/** How many learners started and completed each lesson of a course, and where the most of them stop. */
export function LessonFunnel({ title, lessons }: { title: string; lessons: FunnelLesson[] }) {
  const top = Math.max(1, ...lessons.map((l) => l.started));
  // The biggest fall in completions from one lesson to the next: where learners stop.
  let stop: string | null = null;
  let drop = 0;
  lessons.forEach((lesson, i) => {
    const next = lessons[i + 1];
    if (next && lesson.completed - next.completed > drop) {
      drop = lesson.completed - next.completed;
      stop = lesson.lessonId;
    }
  });
  return (
    // Not a landmark of its own: its table is the region (named for the course), under the section's heading.
    <div className="mt-6">
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      <TableFrame label={`Lesson funnel: ${title}`}>
        <thead>
          <tr>
            <th className={thClass}>Lesson</th>
            <th className={`${thClass} text-right`}>Started</th>
            <th className={`${thClass} text-right`}>Completed</th>
            <th className={`${thClass} w-1/3`}>Completion</th>
          </tr>
        </thead>
        <tbody>
          {lessons.map((lesson) => (
            <tr key={lesson.lessonId}>
              <td className={tdClass}>
                <span className="text-slate-600">
                  {lesson.module}.{lesson.order}
                </span>{' '}
                {lesson.title}
                {stop === lesson.lessonId ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">most stop after this</span>
                ) : null}
              </td>
              <td className={`${tdClass} text-right`}>{lesson.started}</td>
              <td className={`${tdClass} text-right`}>{lesson.completed}</td>
              <td className={tdClass}>
                <div className="h-2 w-full rounded-full bg-slate-200" aria-hidden>
                  <div className="h-2 rounded-full bg-blue-600" style={{ width: `${Math.round((lesson.completed / top) * 100)}%` }} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </div>
  );
}
