import { BookOpen, ChevronLeft, ChevronRight, Clock, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumb } from '~/components/breadcrumb';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import type { RevealedLessonView } from '../../../content/lessons/lesson-view';

/** Breadcrumb, title, reading time and how far the reader has got (nothing of that for a preview: `percent` null). */
export function LessonHeader({
  lesson,
  percent,
  completed,
  courseHref,
}: {
  lesson: RevealedLessonView;
  percent: number | null;
  completed: boolean;
  courseHref: string;
}) {
  return (
    <>
      <Breadcrumb
        crumbs={[
          { label: 'Home', href: '/' },
          { label: lesson.courseTitle, href: courseHref },
          { label: `Module ${lesson.module}, lesson ${lesson.order}` },
        ]}
      />

      <header className="mt-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-blue-700">
          {lesson.isPremium ? <Crown className="size-4 text-amber-600" aria-hidden /> : <BookOpen className="size-4" aria-hidden />}
          Module {lesson.module}: {lesson.moduleTitle}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{lesson.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{lesson.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {lesson.estimatedReadTime} min read · {lesson.duration} min with the action item
          </span>
          {percent === null ? null : (
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-bold',
                completed ? 'bg-green-100 text-green-800' : 'bg-blue-100 text-blue-800',
              )}
            >
              {percent}% complete
            </span>
          )}
        </div>
        {percent === null ? null : (
          <div
            role="progressbar"
            aria-label="Lesson progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-blue-600 transition-[width] duration-500"
              style={{ width: `${Math.min(100, percent)}%` }}
            />
          </div>
        )}
      </header>
    </>
  );
}

/** Previous and next lesson; after the last one, the way back to the course. */
export function LessonPager({ lesson, courseHref }: { lesson: RevealedLessonView; courseHref: string }) {
  return (
    <nav aria-label="Lessons" className="flex flex-col gap-3 sm:flex-row sm:justify-between">
      {lesson.prev ? (
        <Button asChild variant="outline" size="lg">
          <Link to={lesson.prev.href} aria-label={`Previous lesson: ${lesson.prev.title}`}>
            <ChevronLeft aria-hidden /> Previous Lesson
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {lesson.next ? (
        <Button asChild size="lg">
          <Link to={lesson.next.href} aria-label={`Next lesson: ${lesson.next.title}`}>
            Next Lesson <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link to={courseHref}>Back to the course</Link>
        </Button>
      )}
    </nav>
  );
}
