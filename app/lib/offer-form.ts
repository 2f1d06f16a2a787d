import { CURRENCIES, type Currency } from '../../common/currencies';
import { OFFER_GRANTS_MAX, type OfferStatus } from '../../common/offer-rules';
import { minorUnitsOf } from '../../common/price-schemas';
import type { OfferGrant, OfferPrice } from '../../common/offer-schemas';

/**
 * The owner's offer form (issue 43) as plain strings, as a browser posts it: the page's action turns it into the
 * body POST/PATCH /api/admin/offers takes, so one schema checks both. Adding, removing and moving a grant are
 * posts too (the form's buttons), so they work before the page's scripts load and keep everything typed.
 */
export interface OfferFormValues {
  title: string;
  slug: string;
  description: string;
  status: string;
  priceType: string;
  /** Major units as typed: "12" or "12.50". A one-time offer's prices. */
  amounts: Record<Currency, string>;
  /** A subscription's prices of a month and of a year (a period left empty is not sold), and its free days. */
  month: Record<Currency, string>;
  year: Record<Currency, string>;
  trialDays: string;
  /** A payment plan's number of monthly payments and the amount of each. */
  instalments: string;
  plan: Record<Currency, string>;
  /** `choice` is `course:<id>`, `member_area`, `community` or `coaching` ('' while not chosen). */
  grants: { choice: string; sessions: string }[];
}

export type OfferFieldErrors = Record<string, string | undefined>;

export const EMPTY_GRANT = { choice: '', sessions: '1' };

export const emptyOfferValues = (): OfferFormValues => ({
  title: '',
  slug: '',
  description: '',
  status: 'draft',
  priceType: 'one_time',
  amounts: { GBP: '', USD: '', EUR: '' },
  month: { GBP: '', USD: '', EUR: '' },
  year: { GBP: '', USD: '', EUR: '' },
  trialDays: '',
  instalments: '3',
  plan: { GBP: '', USD: '', EUR: '' },
  grants: [{ ...EMPTY_GRANT }],
});

const major = (minor: number | undefined) => (minor === undefined ? '' : (minor / 100).toFixed(2));
const majors = (amounts: Partial<Record<Currency, number>> | undefined): Record<Currency, string> => ({
  GBP: major(amounts?.GBP),
  USD: major(amounts?.USD),
  EUR: major(amounts?.EUR),
});

/** An offer as the form shows it. */
export function offerFormValues(offer: {
  title: string;
  slug: string;
  description: string;
  status: OfferStatus;
  price: OfferPrice;
  grants: OfferGrant[];
}): OfferFormValues {
  const { price } = offer;
  return {
    title: offer.title,
    slug: offer.slug,
    description: offer.description,
    status: offer.status,
    priceType: price.type,
    amounts: majors(price.type === 'one_time' ? price.amounts : undefined),
    month: majors(price.type === 'subscription' ? price.amounts.month : undefined),
    year: majors(price.type === 'subscription' ? price.amounts.year : undefined),
    trialDays: price.type === 'subscription' && price.trialDays ? String(price.trialDays) : '',
    instalments: price.type === 'payment_plan' ? String(price.instalments) : '3',
    plan: majors(price.type === 'payment_plan' ? price.amounts : undefined),
    grants: offer.grants.map((grant) => ({
      choice: grant.type === 'course' ? `course:${grant.courseId}` : grant.type,
      sessions: grant.type === 'coaching' ? String(grant.sessions) : '1',
    })),
  };
}

/** The posted form's values; grants in the order of their rows. */
export function readOfferForm(form: FormData): OfferFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const byCurrency = (prefix: string) => ({
    GBP: text(`${prefix}-GBP`).trim(),
    USD: text(`${prefix}-USD`).trim(),
    EUR: text(`${prefix}-EUR`).trim(),
  });
  // Rows are named grant-0, sessions-0, grant-1, …: one name per control, in the order shown.
  const grants: OfferFormValues['grants'] = [];
  for (let index = 0; form.has(`grant-${index}`) && index < OFFER_GRANTS_MAX; index++) {
    grants.push({ choice: text(`grant-${index}`), sessions: text(`sessions-${index}`) });
  }
  return {
    title: text('title'),
    slug: text('slug').trim(),
    description: text('description'),
    status: text('status'),
    priceType: text('priceType'),
    amounts: byCurrency('price'),
    month: byCurrency('month'),
    year: byCurrency('year'),
    trialDays: text('trialDays').trim(),
    instalments: text('instalments').trim(),
    plan: byCurrency('plan'),
    grants,
  };
}

/**
 * The API's body from the form, and for each grant in it the form's row it came from (rows left on "Choose…"
 * are not sent), so a message about `grants.1` goes beside the right row.
 */
export function offerBodyOf(values: OfferFormValues): { body: Record<string, unknown>; places: number[] } {
  const places: number[] = [];
  const grants: Record<string, unknown>[] = [];
  values.grants.forEach((row, index) => {
    if (!row.choice) return;
    places.push(index);
    if (row.choice.startsWith('course:')) grants.push({ type: 'course', courseId: row.choice.slice('course:'.length) });
    else if (row.choice === 'coaching')
      grants.push({ type: 'coaching', sessions: row.sessions.trim() === '' ? undefined : Number(row.sessions) });
    else grants.push({ type: row.choice });
  });
  return {
    body: {
      title: values.title,
      slug: values.slug,
      description: values.description,
      status: values.status,
      price: priceBodyOf(values),
      grants,
    },
    places,
  };
}

/** Typed amounts to minor units, by currency; currencies left empty are not sent (undefined when all are). */
function minorAmounts(typed: Record<Currency, string>): Record<string, number> | undefined {
  const amounts: Record<string, number> = {};
  for (const currency of CURRENCIES) if (typed[currency] !== '') amounts[currency] = minorUnitsOf(typed[currency]);
  return Object.keys(amounts).length > 0 ? amounts : undefined;
}

/** A whole number as typed, or the text itself so the schema names the field ("must be a whole number…"). */
const wholeOrText = (typed: string) => (/^\d+$/.test(typed) ? Number(typed) : typed);

/** The API's `price` from the fields of the chosen price type; the other types' fields are ignored. */
function priceBodyOf(values: OfferFormValues): Record<string, unknown> {
  switch (values.priceType) {
    case 'free':
      return { type: 'free' };
    case 'subscription': {
      const month = minorAmounts(values.month);
      const year = minorAmounts(values.year);
      return {
        type: 'subscription',
        amounts: { ...(month ? { month } : {}), ...(year ? { year } : {}) },
        ...(values.trialDays === '' ? {} : { trialDays: wholeOrText(values.trialDays) }),
      };
    }
    case 'payment_plan':
      return { type: 'payment_plan', instalments: wholeOrText(values.instalments), amounts: minorAmounts(values.plan) ?? {} };
    default:
      return { type: values.priceType, amounts: minorAmounts(values.amounts) ?? {} };
  }
}

/** Which of the form's fields shows a message about an API field. */
export function formFieldOf(field: string, places: number[], priceType = 'one_time'): string {
  // A payment plan's amounts are its own fields (plan-GBP…); a subscription's are by period (month-GBP…).
  const prefix = priceType === 'payment_plan' ? 'plan' : 'price';
  const amount = /^price\.amounts\.(GBP|USD|EUR)$/.exec(field);
  if (amount) return `${prefix}-${amount[1]}`;
  if (field === 'price.amounts') return priceType === 'subscription' ? 'month-GBP' : `${prefix}-GBP`;
  const period = /^price\.amounts\.(month|year)(?:\.(GBP|USD|EUR))?$/.exec(field);
  if (period) return `${period[1]}-${period[2] ?? 'GBP'}`;
  if (field === 'price.trialDays') return 'trialDays';
  if (field === 'price.instalments') return 'instalments';
  if (field === 'price' || field === 'price.type') return 'priceType';
  const grant = /^grants\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (grant) {
    const row = places[Number(grant[1])] ?? Number(grant[1]);
    return grant[2] === 'sessions' ? `sessions-${row}` : `grant-${row}`;
  }
  return field || 'form';
}

/**
 * The grants after the button pressed: `grant-add`, `grant-remove-N`, `grant-up-N` or `grant-down-N`; undefined
 * for any other intent. The rows stay as typed; at least one row is always left to fill in.
 */
export function editGrants(grants: OfferFormValues['grants'], intent: string): OfferFormValues['grants'] | undefined {
  if (intent === 'grant-add') return grants.length < OFFER_GRANTS_MAX ? [...grants, { ...EMPTY_GRANT }] : grants;
  const match = /^grant-(remove|up|down)-(\d+)$/.exec(intent);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (index >= grants.length) return grants;
  const next = [...grants];
  if (match[1] === 'remove') {
    next.splice(index, 1);
    return next.length > 0 ? next : [{ ...EMPTY_GRANT }];
  }
  const other = match[1] === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= next.length) return grants;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** "What it grants" in a few words, for the list. */
export function grantsSummary(grants: (OfferGrant & { courseTitle?: string })[]): string {
  return grants
    .map((grant) => {
      switch (grant.type) {
        case 'course':
          return grant.courseTitle ?? grant.courseId;
        case 'member_area':
          return 'Member area';
        case 'community':
          return 'Community';
        case 'coaching':
          return `${grant.sessions} coaching session${grant.sessions === 1 ? '' : 's'}`;
      }
    })
    .join(' · ');
}
