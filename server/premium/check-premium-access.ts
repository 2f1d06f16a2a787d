// `.server`: what it lets through is the member area's premium content.
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { DomainError } from '../errors/domain-error';
import { loadOfferPrices, offerCurrency } from '../offers/sale-offer';
import { findSellingOffer } from '../offers/selling-offer';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export const MEMBER_AREA_LOGIN_REQUIRED = 'Please log in to open the premium member area.';
export const MEMBER_AREA_PURCHASE_REQUIRED =
  'The member area is part of the premium course: buy it to open the templates, strategy calls and community.';

export interface CheckPremiumAccessOptions {
  db: Db;
  /** The visitor, or null when signed out. */
  user: SessionUser | null;
  /** The currency the visitor wants (RequestContext.currency): the offer's price is in it. Default: pounds. */
  currency?: Currency;
  /** What is asked for: the member area (default), or the community, which offers may grant apart. */
  product?: 'member_area' | 'community';
}

/**
 * Who may open the premium member area (issue 19) or the community (issue 28): a live entitlement to it (issue
 * 43), read afresh on every request. Anyone else learns what would give access
 * and its price, and nothing of the area's content. Returns the member.
 */
export async function checkPremiumAccess({ db, user, currency, product = 'member_area' }: CheckPremiumAccessOptions): Promise<SessionUser> {
  if (!user) throw new DomainError('unauthenticated', MEMBER_AREA_LOGIN_REQUIRED);
  if (!(product === 'community' ? user.access.community : user.access.memberArea)) {
    const selling = await findSellingOffer({ db, grant: product });
    // The price as the visitor's pages show it, or in pounds (docs/decisions/028a-prices-per-currency.md).
    const prices = selling ? await loadOfferPrices({ db, offerId: selling.id }) : {};
    const shown = offerCurrency(prices, currency ?? BASE_CURRENCY);
    throw new DomainError(
      'forbidden',
      MEMBER_AREA_PURCHASE_REQUIRED,
      selling && prices[shown] !== undefined
        ? { offer: { offerId: selling.id, courseTitle: selling.title, coursePrice: prices[shown], currency: shown } }
        : undefined,
    );
  }
  return user;
}
