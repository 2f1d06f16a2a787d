import { describe, expect, it } from 'vitest';
import { createOfferBodySchema } from '../../common/offer-schemas';
import { editGrants, formFieldOf, offerBodyOf, readOfferForm } from './offer-form';

// The owner's offer form (issue 43): what a browser posts becomes the API's body, and the API's field names find
// their way back to the form's fields.

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const bundleForm = {
  title: 'Both courses',
  slug: 'both-courses',
  description: '',
  status: 'draft',
  priceType: 'one_time',
  'price-GBP': '12',
  'price-USD': '15.50',
  'price-EUR': '',
  'grant-0': 'course:free-course',
  'sessions-0': '1',
  'grant-1': '',
  'sessions-1': '1',
  'grant-2': 'coaching',
  'sessions-2': '3',
};

describe('the offer form', () => {
  it('posts the body POST /api/admin/offers takes; rows left on "Choose…" are not sent', () => {
    const { body, places } = offerBodyOf(readOfferForm(posted(bundleForm)));
    expect(body).toEqual({
      title: 'Both courses',
      slug: 'both-courses',
      description: '',
      status: 'draft',
      price: { type: 'one_time', amounts: { GBP: 1200, USD: 1550 } },
      grants: [
        { type: 'course', courseId: 'free-course' },
        { type: 'coaching', sessions: 3 },
      ],
    });
    expect(places).toEqual([0, 2]);
    expect(createOfferBodySchema.safeParse(body).success).toBe(true);
  });

  it('a free offer sends no amounts, whatever is typed in them', () => {
    const { body } = offerBodyOf(readOfferForm(posted({ ...bundleForm, priceType: 'free' })));
    expect(body.price).toEqual({ type: 'free' });
  });

  it("puts the API's messages beside the form's fields: grant rows by their place in the form", () => {
    const places = [0, 2];
    expect(formFieldOf('price.amounts.USD', places)).toBe('price-USD');
    expect(formFieldOf('price.amounts', places)).toBe('price-GBP');
    expect(formFieldOf('price.type', places)).toBe('priceType');
    expect(formFieldOf('grants.1.sessions', places)).toBe('sessions-2');
    expect(formFieldOf('grants.1.courseId', places)).toBe('grant-2');
    expect(formFieldOf('grants.1', places)).toBe('grant-2');
    expect(formFieldOf('grants', places)).toBe('grants');
    expect(formFieldOf('slug', places)).toBe('slug');
  });

  it('adds, moves and removes grant rows, keeping what was typed, and always leaves one row', () => {
    const rows = readOfferForm(posted(bundleForm)).grants;
    expect(editGrants(rows, 'grant-add')).toHaveLength(4);
    expect(editGrants(rows, 'grant-up-2')!.map((row) => row.choice)).toEqual(['course:free-course', 'coaching', '']);
    expect(editGrants(rows, 'grant-down-0')!.map((row) => row.choice)).toEqual(['', 'course:free-course', 'coaching']);
    expect(editGrants(rows, 'grant-up-0')).toEqual(rows);
    expect(editGrants(rows, 'grant-remove-0')!.map((row) => row.choice)).toEqual(['', 'coaching']);
    expect(editGrants([rows[0]!], 'grant-remove-0')).toEqual([{ choice: '', sessions: '1' }]);
    expect(editGrants(rows, 'save')).toBeUndefined();
  });

  it('posts a subscription’s periods and trial, and a payment plan’s instalments, each from its own fields', () => {
    const recurring = {
      ...bundleForm,
      'month-GBP': '19',
      'month-USD': '',
      'month-EUR': '',
      'year-GBP': '190',
      'year-USD': '240',
      'year-EUR': '',
      trialDays: '7',
      instalments: '3',
      'plan-GBP': '40',
      'plan-USD': '',
      'plan-EUR': '45',
    };
    const sub = offerBodyOf(readOfferForm(posted({ ...recurring, priceType: 'subscription' }))).body;
    expect(sub.price).toEqual({ type: 'subscription', amounts: { month: { GBP: 1900 }, year: { GBP: 19000, USD: 24000 } }, trialDays: 7 });
    expect(createOfferBodySchema.safeParse(sub).success).toBe(true);
    const noTrial = offerBodyOf(
      readOfferForm(posted({ ...recurring, priceType: 'subscription', trialDays: '', 'year-GBP': '', 'year-USD': '' })),
    );
    expect(noTrial.body.price).toEqual({ type: 'subscription', amounts: { month: { GBP: 1900 } } });
    const plan = offerBodyOf(readOfferForm(posted({ ...recurring, priceType: 'payment_plan' }))).body;
    expect(plan.price).toEqual({ type: 'payment_plan', instalments: 3, amounts: { GBP: 4000, EUR: 4500 } });
    expect(createOfferBodySchema.safeParse(plan).success).toBe(true);
    // Typed words stay words, so the schema's message names the field rather than a NaN passing through.
    const words = offerBodyOf(readOfferForm(posted({ ...recurring, priceType: 'payment_plan', instalments: 'three' }))).body;
    const parsed = createOfferBodySchema.safeParse(words);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path.join('.')).toBe('price.instalments');
  });

  it('puts a recurring price’s messages beside its fields', () => {
    expect(formFieldOf('price.amounts.month.USD', [], 'subscription')).toBe('month-USD');
    expect(formFieldOf('price.amounts.year', [], 'subscription')).toBe('year-GBP');
    expect(formFieldOf('price.amounts', [], 'subscription')).toBe('month-GBP');
    expect(formFieldOf('price.trialDays', [], 'subscription')).toBe('trialDays');
    expect(formFieldOf('price.instalments', [], 'payment_plan')).toBe('instalments');
    expect(formFieldOf('price.amounts.GBP', [], 'payment_plan')).toBe('plan-GBP');
    expect(formFieldOf('price.amounts.GBP', [], 'one_time')).toBe('price-GBP');
  });
});
