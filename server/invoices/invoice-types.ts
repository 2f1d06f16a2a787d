// The shapes an invoice keeps as copies (jsonb columns of `invoices`, server/db/schema.ts).

/** Who sells, as an invoice names them (a copy is kept on every invoice). */
export interface SellerDetails {
  name: string;
  address: string;
  /** ISO 3166-1 alpha-2: decides the reverse charge (a business buyer elsewhere). */
  country: string;
  vatNumber: string | null;
}

/** The buyer as the invoice names them: a consumer by their account name, a business by its company details. */
export interface BuyerDetails {
  name: string;
  company: string | null;
  address: string | null;
  country: string;
  vatNumber: string | null;
}

/**
 * Where the buyer is, as the EU's rules for digital services ask (two pieces that agree, or the buyer's word):
 * the billing country they gave and the card's country, and whether they confirmed a disagreement. `vatCheck`:
 * how a VAT number was checked: its format only, confirmed online, or online checking was unavailable.
 */
export interface TaxEvidence {
  billingCountry: string;
  cardCountry: string | null;
  countryConfirmed: boolean;
  vatCheck: 'format' | 'valid' | 'unavailable' | null;
}
