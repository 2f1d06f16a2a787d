import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { formatPrice, formatShortDate } from '../../../common/format';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { FormerPrice } from '../../../common/truthful-schemas';
import type { OwnerReview } from '../../../server/reviews/course-reviews';
import type { AdminActionData } from '~/lib/admin-action.server';

type Failed = (AdminActionData & { ok: false; intent?: string }) | undefined;
const errorOf = (failed: Failed, intent: string, field: string) =>
  failed?.intent === intent && failed.field === field ? failed.message : undefined;

/** The threshold below which the public pages leave a count of learners, subscribers or completions out. */
export function ThresholdForm({ threshold, failed, busy }: { threshold: number; failed: Failed; busy: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4" aria-label="Public counts">
      <input type="hidden" name="intent" value="threshold" />
      <div className="min-w-56 flex-1">
        <FormField
          label="Show a count from"
          name="publicCountThreshold"
          inputMode="numeric"
          required
          defaultValue={String(threshold)}
          hint="Learners, subscribers and completed courses are stated on the home page only from this number on; below it the sentence is left out."
          error={errorOf(failed, 'threshold', 'publicCountThreshold')}
        />
      </div>
      <Button type="submit" disabled={busy}>
        Save
      </Button>
    </Form>
  );
}

/** A price the course was really sold at, and when: the only source of a crossed-out price. */
export function FormerPriceForm({
  course,
  former,
  failed,
  busy,
}: {
  course: { id: string; title: string; price: number; currency: string };
  former: FormerPrice | undefined;
  failed: Failed;
  busy: boolean;
}) {
  const intent = `former-price:${course.id}`;
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{course.title}</h3>
      <p className="mt-1 text-sm text-slate-700">
        Today {formatPrice(course.price, course.currency)}.{' '}
        {former
          ? `Recorded: sold at ${formatPrice(former.amount, course.currency)} from ${formatShortDate(`${former.from}T12:00:00Z`)} to ${formatShortDate(`${former.to}T12:00:00Z`)}; shown crossed out for as many days after that period as it lasted.`
          : 'No former price: none is shown.'}
      </p>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3" aria-label={`Former price of ${course.title}`}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="courseId" value={course.id} />
        <FormField
          id={`${course.id}-amount`}
          label="Former price (£)"
          name="amount"
          inputMode="decimal"
          required
          error={errorOf(failed, intent, 'amount')}
        />
        <FormField
          id={`${course.id}-from`}
          label="Sold at it from"
          name="from"
          type="date"
          required
          error={errorOf(failed, intent, 'from')}
        />
        <FormField id={`${course.id}-to`} label="Until (a past day)" name="to" type="date" required error={errorOf(failed, intent, 'to')} />
        <div className="flex gap-2 sm:col-span-3">
          <Button type="submit" disabled={busy}>
            Record former price
          </Button>
        </div>
      </Form>
      {former ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="clear-former-price" />
          <input type="hidden" name="courseId" value={course.id} />
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Remove the former price
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

/** Every review, hidden ones too; the owner may hide one or show it again, never change its words. */
export function ReviewTable({ reviews, titles, busy }: { reviews: OwnerReview[]; titles: Record<string, string>; busy: boolean }) {
  if (reviews.length === 0) return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No reviews yet.</p>;
  return (
    <TableFrame label="Reviews table">
      <thead>
        <tr>
          <th className={thClass}>Learner</th>
          <th className={thClass}>Course</th>
          <th className={thClass}>Rating</th>
          <th className={thClass}>Review</th>
          <th className={thClass}>Status</th>
          <th className={thClass}>Action</th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => (
          <tr key={review.id}>
            <td className={tdClass}>
              {review.name}
              <p className="text-xs text-slate-600">{formatShortDate(review.createdAt)}</p>
            </td>
            <td className={tdClass}>{titles[review.courseId] ?? review.courseId}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{review.rating} of 5</td>
            <td className={`${tdClass} whitespace-pre-line`}>{review.body || <span className="text-slate-600">(no text)</span>}</td>
            <td className={tdClass}>
              {review.hidden ? 'Hidden' : 'Shown'}
              {review.featuredConsent ? <p className="text-xs text-slate-600">may be featured</p> : null}
            </td>
            <td className={tdClass}>
              <Form method="post">
                <input type="hidden" name="intent" value={review.hidden ? 'unhide' : 'hide'} />
                <input type="hidden" name="id" value={review.id} />
                <Button
                  type="submit"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`${review.hidden ? 'Show' : 'Hide'} the review by ${review.name}`}
                >
                  {review.hidden ? 'Show' : 'Hide'}
                </Button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
