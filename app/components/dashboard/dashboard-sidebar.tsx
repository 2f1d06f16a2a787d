import { Award, CalendarCheck, Lock, Target } from 'lucide-react';
import { cn } from '~/lib/cn';
import { formatShortDate } from '../../../common/format';
import { Bar } from './progress-bar';
import type { Dashboard } from '../../../server/dashboard/dashboard-stats';

/** This week's lessons and study hours against the learner's targets. */
export function WeeklyGoals({ goals }: { goals: Dashboard['goals'] }) {
  return (
    <section aria-labelledby="goals-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="goals-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Target className="size-5 text-blue-700" aria-hidden /> Weekly Goals
      </h2>
      <div className="mt-4 space-y-4">
        <div>
          <p className="flex justify-between text-sm">
            <span className="font-medium text-slate-800">Lessons this week</span>
            <span className="text-slate-700">
              {goals.lessons.done} / {goals.lessons.target}
            </span>
          </p>
          <div className="mt-1">
            <Bar value={goals.lessons.done} max={goals.lessons.target} label="Lessons this week" />
          </div>
        </div>
        <div>
          <p className="flex justify-between text-sm">
            <span className="font-medium text-slate-800">Study hours this week</span>
            <span className="text-slate-700">
              {goals.hours.done} / {goals.hours.target}
            </span>
          </p>
          <div className="mt-1">
            <Bar value={goals.hours.done} max={goals.hours.target} label="Study hours this week" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** Every achievement, earned (with its date) or still locked. */
export function Achievements({ achievements, timeZone }: { achievements: Dashboard['achievements']; timeZone: string }) {
  return (
    <section aria-labelledby="achievements-heading">
      <h2 id="achievements-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Award className="size-5 text-amber-600" aria-hidden /> Achievements
      </h2>
      <ul className="mt-4 grid gap-3">
        {achievements.map((a) => (
          <li
            key={a.id}
            className={cn(
              'flex items-start gap-3 rounded-xl border p-4',
              a.earnedAt ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white opacity-80',
            )}
          >
            {a.earnedAt ? (
              <Award className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
            ) : (
              <Lock className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
            )}
            <div>
              <p className="font-semibold text-slate-900">{a.name}</p>
              <p className="text-sm text-slate-700">{a.description}</p>
              <p className="mt-1 flex items-center gap-1 text-xs font-medium text-slate-600">
                <CalendarCheck className="size-3.5" aria-hidden />
                {a.earnedAt ? `Earned ${formatShortDate(a.earnedAt, timeZone)}` : 'Not earned yet'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
