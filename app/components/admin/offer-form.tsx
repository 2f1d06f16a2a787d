import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import { CURRENCIES, type Currency } from '../../../common/currencies';
import {
  COACHING_SESSIONS_MAX,
  INSTALMENTS_MAX,
  INSTALMENTS_MIN,
  OFFER_GRANTS_MAX,
  OFFER_SLUG_MAX,
  OFFER_STATUSES,
  TRIAL_DAYS_MAX,
} from '../../../common/offer-rules';
import type { OfferFieldErrors, OfferFormValues } from '~/lib/offer-form';

const SYMBOL: Record<Currency, string> = { GBP: '£', USD: '$', EUR: '€' };
const STATUS_LABELS: Record<(typeof OFFER_STATUSES)[number], string> = {
  draft: 'Draft: only you see it',
  published: 'Published: on sale',
  archived: 'Archived: no longer sold',
};
const textareaClass =
  'min-h-24 rounded-md border border-slate-300 bg-white p-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

const PRICE_TYPE_LABELS = [
  ['one_time', 'Paid once'],
  ['subscription', 'Subscription'],
  ['payment_plan', 'Payment plan'],
  ['free', 'Free'],
] as const;

/** The fields of one price type: the page's style sheet hides the groups of the types not chosen (app/app.css). */
function PriceGroup({ type, title, children }: { type: string; title: string; children: React.ReactNode }) {
  return (
    <div data-price={type} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      {children}
    </div>
  );
}

/** An amount per currency, named `<prefix>-GBP`, `<prefix>-USD`, `<prefix>-EUR`. */
function AmountFields({
  prefix,
  typed,
  errors,
  suffix = '',
}: {
  prefix: string;
  typed: Record<Currency, string>;
  errors: OfferFieldErrors;
  suffix?: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {CURRENCIES.map((currency) => (
        <FormField
          key={currency}
          id={`${prefix}-${currency}`}
          label={`${currency}${suffix} (${SYMBOL[currency]})${currency === 'GBP' ? '' : ', optional'}`}
          name={`${prefix}-${currency}`}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={typed[currency]}
          error={errors[`${prefix}-${currency}`]}
        />
      ))}
    </div>
  );
}

/**
 * One grant's row: what it gives (a course of the catalogue, the member area, the community or coaching), the
 * sessions for coaching, and buttons that move or remove it (posts, so they work before the scripts load).
 */
function GrantRow({
  index,
  count,
  grant,
  courses,
  errors,
  busy,
}: {
  index: number;
  count: number;
  grant: OfferFormValues['grants'][number];
  courses: { id: string; title: string }[];
  errors: OfferFieldErrors;
  busy: boolean;
}) {
  const n = index + 1;
  const choiceError = errors[`grant-${index}`];
  const sessionsError = errors[`sessions-${index}`];
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`grant-${index}`}>Grant {n}</Label>
        <select
          id={`grant-${index}`}
          name={`grant-${index}`}
          defaultValue={grant.choice}
          className="ui-input"
          aria-invalid={choiceError ? true : undefined}
          aria-describedby={choiceError ? `grant-${index}-error` : undefined}
        >
          <option value="">Choose…</option>
          <optgroup label="Courses">
            {courses.map((course) => (
              <option key={course.id} value={`course:${course.id}`}>
                {course.title}
              </option>
            ))}
          </optgroup>
          <optgroup label="More">
            <option value="member_area">Member area</option>
            <option value="community">Community</option>
            <option value="coaching">1-on-1 coaching sessions</option>
          </optgroup>
        </select>
        <ErrorText id={`grant-${index}-error`} error={choiceError} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`sessions-${index}`}>Sessions</Label>
        <input
          id={`sessions-${index}`}
          name={`sessions-${index}`}
          type="text"
          inputMode="numeric"
          defaultValue={grant.sessions}
          className="ui-input"
          aria-invalid={sessionsError ? true : undefined}
          aria-describedby={[`sessions-${index}-hint`, sessionsError ? `sessions-${index}-error` : ''].join(' ').trim()}
        />
        <p id={`sessions-${index}-hint`} className="text-xs text-slate-600">
          Coaching only, 1–{COACHING_SESSIONS_MAX}.
        </p>
        <ErrorText id={`sessions-${index}-error`} error={sessionsError} />
      </div>
      <div className="flex gap-1 sm:pt-6">
        <Button
          type="submit"
          name="intent"
          value={`grant-up-${index}`}
          variant="outline"
          size="sm"
          disabled={busy || index === 0}
          aria-label={`Move grant ${n} up`}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          type="submit"
          name="intent"
          value={`grant-down-${index}`}
          variant="outline"
          size="sm"
          disabled={busy || index === count - 1}
          aria-label={`Move grant ${n} down`}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          type="submit"
          name="intent"
          value={`grant-remove-${index}`}
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Remove grant ${n}`}
        >
          <X aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/**
 * An offer's fields (issue 43), for a new offer and for changing one: the same names the page's action reads
 * (app/lib/offer-form.ts) and the same rules as POST/PATCH /api/admin/offers.
 */
export function OfferForm({
  values,
  errors,
  courses,
  busy,
  isNew,
  rowNotice,
}: {
  values: OfferFormValues;
  errors: OfferFieldErrors;
  courses: { id: string; title: string }[];
  busy: boolean;
  isNew: boolean;
  /** What the last add, move or remove did, read out to screen readers. */
  rowNotice?: string;
}) {
  const priceError = errors.priceType;
  const chosenType = PRICE_TYPE_LABELS.some(([type]) => type === values.priceType) ? values.priceType : 'one_time';
  return (
    <Form method="post" className="flex flex-col gap-5" aria-label={isNew ? 'New offer' : 'Offer'} noValidate>
      {/* Enter in a field saves: the first submit button in the form is the one a browser presses (not "move up"). */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Save
      </button>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Title" name="title" required maxLength={120} defaultValue={values.title} error={errors.title} />
        <FormField
          label="Slug"
          name="slug"
          required
          maxLength={OFFER_SLUG_MAX}
          autoComplete="off"
          defaultValue={values.slug}
          hint={
            isNew
              ? 'Its address: /offer/<slug>. Lowercase words joined by hyphens; it also becomes the offer’s id, which never changes.'
              : 'Its address: /offer/<slug>. Changing it breaks links to the old address.'
          }
          error={errors.slug}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="field-description">Description (optional)</Label>
        <textarea
          id="field-description"
          name="description"
          rows={3}
          maxLength={2000}
          defaultValue={values.description}
          className={textareaClass}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'field-description-error' : undefined}
        />
        <ErrorText id="field-description-error" error={errors.description} />
      </div>
      <div className="flex flex-col gap-1.5 sm:max-w-sm">
        <Label htmlFor="field-status">Status</Label>
        <select id="field-status" name="status" defaultValue={values.status} className="ui-input">
          {OFFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <ErrorText id="field-status-error" error={errors.status} />
      </div>

      <fieldset className="offer-price flex flex-col gap-3" aria-describedby={priceError ? 'price-type-error' : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">Price</legend>
        <div className="flex flex-wrap gap-4 text-sm text-slate-800">
          {PRICE_TYPE_LABELS.map(([type, label]) => (
            <label key={type} className="flex items-center gap-2">
              <input type="radio" name="priceType" value={type} defaultChecked={chosenType === type} className="size-4" />
              {label}
            </label>
          ))}
        </div>
        <ErrorText id="price-type-error" error={priceError} />
        <PriceGroup type="one_time" title="Paid once">
          <AmountFields prefix="price" typed={values.amounts} errors={errors} />
        </PriceGroup>
        <PriceGroup type="subscription" title="Subscription: a price per month, per year, or both">
          <p className="text-sm text-slate-600">
            Leave a period empty not to sell it. Buyers choose the period at checkout and may switch later; it renews until they cancel.
          </p>
          <AmountFields prefix="month" typed={values.month} errors={errors} suffix=" per month" />
          <AmountFields prefix="year" typed={values.year} errors={errors} suffix=" per year" />
          <div className="sm:max-w-xs">
            <FormField
              id="trialDays"
              label="Free trial in days (optional)"
              name="trialDays"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values.trialDays}
              hint={`1–${TRIAL_DAYS_MAX}. Nothing is charged until the trial ends.`}
              error={errors.trialDays}
            />
          </div>
        </PriceGroup>
        <PriceGroup type="payment_plan" title="Payment plan: monthly payments, then access for life">
          <div className="sm:max-w-xs">
            <FormField
              id="instalments"
              label="Number of monthly payments"
              name="instalments"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values.instalments}
              hint={`${INSTALMENTS_MIN}–${INSTALMENTS_MAX}. The first is taken at checkout.`}
              error={errors.instalments}
            />
          </div>
          <AmountFields prefix="plan" typed={values.plan} errors={errors} suffix=" per payment" />
        </PriceGroup>
        <p className="text-sm text-slate-600">
          Paid offers need a pound price; a visitor whose currency has no price is shown pounds. A free offer keeps no prices.
        </p>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">What it grants</legend>
        <p className="text-sm text-slate-600">
          Up to {OFFER_GRANTS_MAX}, each once, in the order its page lists them. A change applies to purchases from then on: people who
          already bought it keep what they got.
        </p>
        <ol className="flex flex-col gap-3">
          {values.grants.map((grant, index) => (
            <GrantRow key={index} index={index} count={values.grants.length} grant={grant} courses={courses} errors={errors} busy={busy} />
          ))}
        </ol>
        <ErrorText id="grants-error" error={errors.grants} />
        <p role="status" className="text-sm text-slate-700">
          {rowNotice}
        </p>
        <div>
          <Button
            type="submit"
            name="intent"
            value="grant-add"
            variant="outline"
            size="sm"
            disabled={busy || values.grants.length >= OFFER_GRANTS_MAX}
          >
            <Plus aria-hidden /> Add a grant
          </Button>
        </div>
      </fieldset>

      <div>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {isNew ? (busy ? 'Creating…' : 'Create offer') : busy ? 'Saving…' : 'Save offer'}
        </Button>
      </div>
    </Form>
  );
}
