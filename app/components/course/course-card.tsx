import { BookOpen, CheckCircle2, Clock, Crown, GraduationCap, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatPrice } from '../../../common/format';
import { checkoutPath, signupPath } from '../../../common/routes';
import type { Course } from '../../../server/courses/list-courses';
import type { Step } from '../../../server/dashboard/dashboard-stats';
import type { ClientUser } from '~/context';

/** How far the learner is, in words and a bar, once they have finished a lesson of a course they can open. */
function CourseProgressNote({ step }: { step: Step }) {
  const label = step.done === step.total ? 'Course completed' : `${step.done} of ${step.total} lessons completed`;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        {step.done === step.total ? <CheckCircle2 className="size-4 text-green-700" aria-hidden /> : null} {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={step.total}
        aria-valuenow={step.done}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-600" style={{ width: `${Math.round((step.done / step.total) * 100)}%` }} />
      </div>
    </div>
  );
}

/** A course with its page and whether the learner has it. */
export type ListedCourse = Course & { path: string; owned: boolean; onSale: boolean };

function PremiumButton({ course, user }: { course: ListedCourse; user: ClientUser | null }) {
  if (course.owned) {
    return (
      <Button asChild variant="premium" size="lg" wraps className="w-full">
        <Link to={course.path}>Access Premium Course</Link>
      </Button>
    );
  }
  if (!course.onSale) {
    return (
      <Button asChild variant="outline" size="lg" wraps className="w-full">
        <Link to={course.path}>See the course</Link>
      </Button>
    );
  }
  if (user) {
    return (
      <Button asChild variant="premium" size="lg" wraps className="w-full">
        <Link to={checkoutPath(course.id)}>
          <Crown aria-hidden /> Upgrade to Premium
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild variant="premium" size="lg" wraps className="w-full">
      <Link to={signupPath(checkoutPath(course.id))}>Sign Up to Unlock</Link>
    </Button>
  );
}

/** One course of the catalogue (/courses): what it costs or that it is free, its facts, and what the visitor can do. */
export function CourseCard({ course, user, step }: { course: ListedCourse; user: ClientUser | null; step?: Step }) {
  const locked = course.isPremium && !course.owned;
  return (
    <article
      className={
        course.isPremium
          ? 'flex flex-col rounded-2xl border-2 border-amber-300 bg-gradient-to-b from-amber-50 to-white p-6 shadow-sm sm:p-8'
          : 'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
      }
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p
            className={
              course.isPremium
                ? 'text-sm font-semibold uppercase tracking-wide text-amber-800'
                : 'text-sm font-semibold uppercase tracking-wide text-green-700'
            }
          >
            {!course.isPremium
              ? 'Free with an account'
              : course.onSale
                ? `Premium · ${formatPrice(course.price, course.currency)} one-time`
                : 'Not on sale yet'}
          </p>
          <h2 className="mt-2 text-2xl font-bold text-slate-900">{course.title}</h2>
        </div>
        {locked ? (
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800"
            title="Premium access required"
          >
            <Lock className="size-5" aria-hidden />
            <span className="sr-only">Locked: premium access required</span>
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-slate-700">{course.description}</p>
      <dl className="mt-4 flex flex-wrap gap-4 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock className="size-4" aria-hidden />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{course.duration}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <GraduationCap className="size-4" aria-hidden />
            <span className="sr-only">Level</span>
          </dt>
          <dd>{course.level}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <BookOpen className="size-4" aria-hidden />
            <span className="sr-only">Modules</span>
          </dt>
          <dd>{course.modules.length} modules</dd>
        </div>
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">What you'll learn</h3>
      <ol className="mt-2 flex-1 space-y-1.5 text-sm text-slate-700">
        {course.modules.map((title, index) => (
          <li key={title} className="flex gap-2">
            <span className="font-semibold text-slate-500">{index + 1}.</span> {title}
          </li>
        ))}
      </ol>
      {!locked && step && step.done > 0 ? <CourseProgressNote step={step} /> : null}
      <div className="mt-8">
        {course.isPremium ? (
          <PremiumButton course={course} user={user} />
        ) : (
          <Button asChild size="lg" wraps className="w-full">
            <Link to={course.path}>{user ? 'Go to the Free Course' : 'View the Free Course'}</Link>
          </Button>
        )}
      </div>
    </article>
  );
}
