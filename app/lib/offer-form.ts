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
  /** Major units as typed: "12" or "12.50". */
  amounts: Record<Currency, string>;
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
  grants: [{ ...EMPTY_GRANT }],
});

const major = (minor: number | undefined) => (minor === undefined ? '' : (minor / 100).toFixed(2));

/** An offer as the form shows it. */
export function offerFormValues(offer: {
  title: string;
  slug: string;
  description: string;
  status: OfferStatus;
  price: OfferPrice;
  grants: OfferGrant[];
}): OfferFormValues {
  const amounts: Partial<Record<Currency, number>> = offer.price.type === 'one_time' ? offer.price.amounts : {};
  return {
    title: offer.title,
    slug: offer.slug,
    description: offer.description,
    status: offer.status,
    priceType: offer.price.type,
    amounts: { GBP: major(amounts.GBP), USD: major(amounts.USD), EUR: major(amounts.EUR) },
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
    amounts: { GBP: text('price-GBP').trim(), USD: text('price-USD').trim(), EUR: text('price-EUR').trim() },
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
  const amounts: Record<string, number> = {};
  for (const currency of CURRENCIES) {
    const typed = values.amounts[currency];
    if (typed !== '') amounts[currency] = minorUnitsOf(typed);
  }
  return {
    body: {
      title: values.title,
      slug: values.slug,
      description: values.description,
      status: values.status,
      price: values.priceType === 'free' ? { type: 'free' } : { type: values.priceType, amounts },
      grants,
    },
    places,
  };
}

/** Which of the form's fields shows a message about an API field. */
export function formFieldOf(field: string, places: number[]): string {
  const amount = /^price\.amounts\.(GBP|USD|EUR)$/.exec(field);
  if (amount) return `price-${amount[1]}`;
  if (field === 'price.amounts') return 'price-GBP';
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
