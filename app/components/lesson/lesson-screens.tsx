import { CalendarClock, Lock, LogIn, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatPrice } from '../../../common/format';
import type { ReactNode } from 'react';

function Screen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-blue-100 text-blue-700">{icon}</span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}

export function LoginRequired({ loginHref, message = 'Please log in to access course lessons.' }: { loginHref: string; message?: string }) {
  return (
    <Screen icon={<LogIn className="size-7" aria-hidden />} title="Login Required">
      <p className="mt-3 text-slate-700">{message}</p>
      <Button asChild className="mt-8" size="lg">
        <Link to={loginHref}>Login</Link>
      </Button>
    </Screen>
  );
}

export function PurchaseRequired({
  message,
  courseTitle,
  coursePrice,
  currency,
  checkoutHref,
}: {
  message: string;
  courseTitle?: string;
  coursePrice?: number;
  currency?: string;
  checkoutHref: string;
}) {
  return (
    <Screen icon={<Lock className="size-7" aria-hidden />} title="Course Purchase Required">
      <p className="mt-3 text-slate-700">{message}</p>
      {courseTitle && coursePrice !== undefined ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-950">
          <span className="font-semibold">{courseTitle}</span> — {formatPrice(coursePrice, currency ?? 'GBP')} one-time, lifetime access
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="premium" size="lg">
          <Link to={checkoutHref}>Purchase Course</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/">Return Home</Link>
        </Button>
      </div>
    </Screen>
  );
}

/** A lesson its course's drip schedule still holds back (issue 43): its title and when it opens, nothing more. */
export function LessonLocked({ title, message, courseHref }: { title: string; message: string; courseHref: string }) {
  return (
    <Screen icon={<CalendarClock className="size-7" aria-hidden />} title={title}>
      <p className="mt-3 text-slate-700">{message}</p>
      <p className="mt-2 text-sm text-slate-600">Lessons of this course open one after another, so each has time to sink in.</p>
      <Button asChild className="mt-8" size="lg">
        <Link to={courseHref}>Back to the course</Link>
      </Button>
    </Screen>
  );
}

export function LessonNotFound() {
  return (
    <Screen icon={<SearchX className="size-7" aria-hidden />} title="Lesson Not Found">
      <p className="mt-3 text-slate-700">The lesson you're looking for doesn't exist.</p>
      <Button asChild className="mt-8" size="lg">
        <Link to="/">Return Home</Link>
      </Button>
    </Screen>
  );
}
