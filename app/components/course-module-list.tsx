import { CheckCircle2, Clock, Lock, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { formatMinutes } from '../../common/format';
/** One row of a course page's module list. */
type OutlineModule = { title: string };

export interface ModuleRow extends OutlineModule {
  number: number;
  /** The sum of the module's lessons' durations (server/courses/course-durations.ts). */
  minutes: number;
  badge?: string;
  action: { label: string; to: string } | null;
  locked?: boolean;
  /** The signed-in learner's lessons done in this module, when they have opened any. */
  progress?: { done: number; total: number };
}

/** In words, so a completed module is not told by colour alone. */
function ProgressNote({ done, total }: { done: number; total: number }) {
  if (total > 0 && done === total) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
        <CheckCircle2 className="size-3" aria-hidden /> Completed
      </span>
    );
  }
  return (
    <span className="text-xs font-medium text-blue-800">
      {done} of {total} {total === 1 ? 'lesson' : 'lessons'} done
    </span>
  );
}

export function CourseModuleList({ modules, label }: { modules: ModuleRow[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {modules.map((module) => (
        <li
          key={module.number}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                module.locked ? 'bg-slate-100 text-slate-600' : 'bg-blue-100 text-blue-800',
              )}
              aria-hidden
            >
              {module.number}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">
                <span className="sr-only">Module {module.number}: </span>
                {module.title}
              </h3>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden /> {formatMinutes(module.minutes)}
                </span>
                {module.badge ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    <CheckCircle2 className="size-3" aria-hidden /> {module.badge}
                  </span>
                ) : null}
                {module.progress ? <ProgressNote {...module.progress} /> : null}
                {module.locked ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
                    <Lock className="size-3" aria-hidden /> Premium
                  </span>
                ) : null}
              </p>
            </div>
          </div>
          {module.action ? (
            <Link
              to={module.action.to}
              aria-label={`${module.action.label}: module ${module.number}, ${module.title}`}
              className={cn(
                'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md border px-3 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                module.locked
                  ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'
                  : 'border-blue-200 bg-blue-50 text-blue-800 hover:bg-blue-100',
              )}
            >
              {module.locked ? <Lock className="size-4" aria-hidden /> : <PlayCircle className="size-4" aria-hidden />}{' '}
              {module.action.label}
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
