import { Star } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { REVIEW_MAX_LENGTH } from '../../../common/review-rules';

export interface ReviewableCourse {
  courseId: string;
  courseTitle: string;
  review: { rating: number; body: string; featuredConsent: boolean; hidden: boolean } | null;
}

export type ReviewAnswer = { ok: boolean; message: string; courseId?: string } | undefined;

/**
 * A learner who completed a course may rate it and say why (DESIGN §12): a plain POST form on the
 * dashboard, beside the certificate that proves the completion. Their review is what the course pages'
 * rating and testimonials are made of; the consent box decides whether it may be quoted.
 */
export function CourseReviews({ courses, answer, busy }: { courses: ReviewableCourse[]; answer: ReviewAnswer; busy: boolean }) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="mb-4 text-xl font-bold text-slate-900">
        Review a course you completed
      </h2>
      <div className="flex flex-col gap-4">
        {courses.map((course) => (
          <ReviewForm
            key={course.courseId}
            course={course}
            answer={answer?.courseId === course.courseId ? answer : undefined}
            busy={busy}
          />
        ))}
      </div>
    </section>
  );
}

function ReviewForm({ course, answer, busy }: { course: ReviewableCourse; answer: ReviewAnswer; busy: boolean }) {
  const id = (name: string) => `review-${course.courseId}-${name}`;
  const review = course.review;
  return (
    <Form
      method="post"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={id('title')}
    >
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="courseId" value={course.courseId} />
      <h3 id={id('title')} className="font-semibold text-slate-900">
        {course.courseTitle}
      </h3>
      {review?.hidden ? <p className="text-sm text-amber-800">The site's owner hid this review from the public pages.</p> : null}
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Your rating</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm text-slate-800">
              <input type="radio" name="rating" value={n} required defaultChecked={review?.rating === n} className="size-4" />
              {n} <Star className="size-4 text-amber-500" aria-hidden />
              <span className="sr-only">out of 5</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('body')}>What did it do for you? (optional)</Label>
        <textarea
          id={id('body')}
          name="body"
          rows={3}
          maxLength={REVIEW_MAX_LENGTH}
          defaultValue={review?.body ?? ''}
          className="ui-input h-auto min-h-24"
        />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="featuredConsent"
          value="true"
          defaultChecked={review?.featuredConsent ?? false}
          className="mt-0.5 size-4"
        />
        The site may quote this review with my username on its home and course pages.
      </label>
      {answer ? (
        <p role="status" className={answer.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
          {answer.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {review ? 'Update review' : 'Send review'}
        </Button>
      </div>
    </Form>
  );
}
