import { eq } from 'drizzle-orm';
import { checkoutTaxes } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

export interface CheckBuyerCountryOptions {
  db: Db;
  paymentIntentId: string;
  /** The card's country, or null when the card does not say (it is then taken to agree). */
  cardCountry: string | null;
  /** The buyer has confirmed that the billing country is where they live. */
  confirmed: boolean;
}

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

/**
 * The second piece of evidence of the buyer's country (the EU's rules for digital services ask for two that
 * agree): the card's country beside the billing country the checkout was quoted for. Where they disagree the
 * buyer is asked (409 `country_mismatch`, field `confirmCountry`) before paying; a confirmation is kept as evidence
 * and the tax stays the billing country's. Records the card's country on the checkout's quote as the card says it,
 * or null when it does not (issue 41: a test card recorded as "issued in Germany" because the buyer said Germany was
 * evidence made up from the other piece); returns the billing country. A payment without a quote (opened before
 * checkout asked for a country) is not checked.
 */
export async function checkBuyerCountry({ db, paymentIntentId, cardCountry, confirmed }: CheckBuyerCountryOptions): Promise<string | null> {
  const [quote] = await db
    .select({ billingCountry: checkoutTaxes.billingCountry })
    .from(checkoutTaxes)
    .where(eq(checkoutTaxes.paymentIntentId, paymentIntentId))
    .limit(1);
  if (!quote) return null;
  const disagree = cardCountry !== null && cardCountry !== quote.billingCountry;
  if (disagree && !confirmed) {
    throw new DomainError(
      'conflict',
      `Your card was issued in ${countryName(cardCountry)}, but your billing country is ${countryName(quote.billingCountry)}. VAT is charged where you live: please confirm that you live in ${countryName(quote.billingCountry)}, or change your billing country.`,
      { field: 'confirmCountry', error: 'country_mismatch' },
    );
  }
  await db.update(checkoutTaxes).set({ cardCountry, countryConfirmed: disagree }).where(eq(checkoutTaxes.paymentIntentId, paymentIntentId));
  return quote.billingCountry;
}
