import { z } from 'zod';
import {
  COACHING_SESSIONS_MAX,
  INSTALMENTS_MAX,
  INSTALMENTS_MIN,
  OFFER_GRANTS_MAX,
  OFFER_SLUG_MAX,
  OFFER_STATUSES,
  TRIAL_DAYS_MAX,
} from './offer-rules';
import { describeEveryCurrency, type PriceRow } from './recurring-price';
import { textField } from './validation';

export type { OfferStatus } from './offer-rules';

// The owner's offers (issue 43): POST /api/admin/offers, PATCH /api/admin/offers/:id and the /admin/offers forms.
// describeZodError puts the field's name (grants.1.courseId, price.amounts.USD) in front of each message.

/** Lowercase words joined by hyphens: the offer's address, /offer/<slug> (the database checks the same pattern). */
const slug = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(OFFER_SLUG_MAX, `must be at most ${OFFER_SLUG_MAX} characters`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by single hyphens, e.g. spring-bundle');

const title = textField('title').trim().min(1, 'title is required').max(120, 'title must be at most 120 characters');
const description = textField('description', { multiline: true }).trim().max(2000, 'description must be at most 2000 characters');
const status = z.enum(OFFER_STATUSES, { message: `must be one of ${OFFER_STATUSES.join(', ')}` });

/** Minor units: 1200 is £12.00. */
const amount = z
  .number({ message: 'must be a whole number of minor units (1200 for 12.00)' })
  .int('must be a whole number of minor units (1200 for 12.00)')
  .min(1, 'must be more than 0')
  .max(10_000_000, 'must be at most 10000000');

/** An amount per currency, pounds always (a visitor whose currency has none sees pounds). */
const amountsByCurrency = z
  .object({ GBP: amount, USD: amount.optional(), EUR: amount.optional() }, { message: 'must be an object of amounts by currency' })
  .strict();

/**
 * free: no price rows; one_time: an amount per currency; subscription (issue 44): an amount per currency for each
 * period sold, `month` and/or `year`, and optional free trial days; payment_plan: `instalments` monthly charges of an
 * amount per currency (each instalment). docs/decisions/034b-owner-recurring-offers.md.
 */
export const offerPriceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('free') }).strict(),
    z.object({ type: z.literal('one_time'), amounts: amountsByCurrency }).strict(),
    z
      .object({
        type: z.literal('subscription'),
        amounts: z
          .object(
            { month: amountsByCurrency.optional(), year: amountsByCurrency.optional() },
            { message: 'must be an object of amounts by period (month, year)' },
          )
          .strict()
          .refine((periods) => periods.month !== undefined || periods.year !== undefined, 'must price a month, a year, or both'),
        trialDays: z
          .number({ message: 'must be a whole number of days' })
          .int('must be a whole number of days')
          .min(1, `must be at least 1`)
          .max(TRIAL_DAYS_MAX, `must be at most ${TRIAL_DAYS_MAX}`)
          .optional(),
      })
      .strict(),
    z
      .object({
        type: z.literal('payment_plan'),
        instalments: z
          .number({ message: `must be a whole number of payments, ${INSTALMENTS_MIN} to ${INSTALMENTS_MAX}` })
          .int(`must be a whole number of payments, ${INSTALMENTS_MIN} to ${INSTALMENTS_MAX}`)
          .min(INSTALMENTS_MIN, `must be at least ${INSTALMENTS_MIN}`)
          .max(INSTALMENTS_MAX, `must be at most ${INSTALMENTS_MAX}`),
        amounts: amountsByCurrency,
      })
      .strict(),
  ],
  { message: 'type must be free, one_time, subscription or payment_plan' },
);
export type OfferPrice = z.infer<typeof offerPriceSchema>;

/** The offer_prices rows of a price: `once` for one-time, `month`/`year` for a subscription, `month` for a plan. */
export function priceRowsOf(price: OfferPrice): PriceRow[] {
  const rows = (interval: string, amounts: Partial<Record<'GBP' | 'USD' | 'EUR', number>> | undefined) =>
    (['GBP', 'USD', 'EUR'] as const).flatMap((currency) => {
      const amount = amounts?.[currency];
      return amount === undefined ? [] : [{ currency, interval, amount }];
    });
  switch (price.type) {
    case 'free':
      return [];
    case 'one_time':
      return rows('once', price.amounts);
    case 'subscription':
      return [...rows('month', price.amounts.month), ...rows('year', price.amounts.year)];
    case 'payment_plan':
      return rows('month', price.amounts);
  }
}

/** The owner's price in words in each currency it has, as a learner reads it (the owner's offer list and page). */
export const describeOwnerPrice = (price: OfferPrice) =>
  describeEveryCurrency(
    {
      priceType: price.type,
      trialDays: price.type === 'subscription' ? price.trialDays : null,
      instalments: price.type === 'payment_plan' ? price.instalments : null,
    },
    priceRowsOf(price),
  );

/** A course's id as the courses table spells it. */
const courseId = z
  .string({ message: 'is required' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a course id (lowercase words joined by hyphens)')
  .max(100, 'must be at most 100 characters');

export const offerGrantSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('course'), courseId }).strict(),
    z.object({ type: z.literal('member_area') }).strict(),
    z.object({ type: z.literal('community') }).strict(),
    z
      .object({
        type: z.literal('coaching'),
        sessions: z
          .number({ message: 'must be a whole number of sessions' })
          .int('must be a whole number of sessions')
          .min(1, 'must be at least 1')
          .max(COACHING_SESSIONS_MAX, `must be at most ${COACHING_SESSIONS_MAX}`),
      })
      .strict(),
  ],
  { message: 'type must be course, member_area, community or coaching' },
);
export type OfferGrant = z.infer<typeof offerGrantSchema>;

/** What makes two grants the same thing: a course by its id; each other product once. */
export const grantKey = (grant: { type: string; courseId?: string }) => (grant.type === 'course' ? `course:${grant.courseId}` : grant.type);

const grants = z
  .array(offerGrantSchema, { message: 'must be a list of grants' })
  .min(1, 'must grant at least one thing')
  .max(OFFER_GRANTS_MAX, `must grant at most ${OFFER_GRANTS_MAX} things`)
  .superRefine((list, ctx) => {
    const seen = new Map<string, number>();
    list.forEach((grant, index) => {
      const key = grantKey(grant);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else ctx.addIssue({ code: 'custom', path: [index], message: `repeats grant ${first + 1}: an offer grants each thing once` });
    });
  });

const fields = { title, slug, description, status, price: offerPriceSchema, grants };

/** POST /api/admin/offers: the new offer; its id is its slug. */
export const createOfferBodySchema = z
  .object({
    title: fields.title,
    slug: fields.slug,
    description: fields.description.optional().default(''),
    status: fields.status.optional().default('draft'),
    price: fields.price,
    grants: fields.grants,
  })
  .strict();
export type CreateOfferBody = z.infer<typeof createOfferBodySchema>;

/** PATCH /api/admin/offers/:id: any of the fields; grants and prices given replace the offer's. */
export const updateOfferBodySchema = z
  .object({
    title: fields.title.optional(),
    slug: fields.slug.optional(),
    description: fields.description.optional(),
    status: fields.status.optional(),
    price: fields.price.optional(),
    grants: fields.grants.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'give at least one field to change');
export type UpdateOfferBody = z.infer<typeof updateOfferBodySchema>;

export const offerIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be an offer id (lowercase words joined by hyphens)')
    .max(OFFER_SLUG_MAX, `id must be at most ${OFFER_SLUG_MAX} characters`),
});
