import { formatPrice } from '../../common/format';
import { safeRedirect } from '../../common/safe-redirect';
import { loadOfferPrices, loadSaleOffer, offerCurrency } from '../../server/offers/sale-offer';
import { sellingOfferOf } from '../../server/offers/selling-offer';
import type { Currency } from '../../common/currencies';
import type { Db } from '../../server/db/client';

export interface CheckoutIntent {
  courseTitle: string;
  priceLabel: string;
}

/** `/checkout/offer/<offer id>` or the specification's `/checkout/<course id>`. */
const CHECKOUT_PATH = /^\/checkout\/(?:offer\/([a-z0-9-]{1,64})|([a-z0-9-]{1,64}))$/;

/**
 * When sign-up or sign-in will return to a checkout (issue 18 §14), what is being bought, with its title and price
 * read from the offer, so the page can say what comes next.
 */
export async function checkoutIntent({
  db,
  redirectTo,
  currency,
}: {
  db: Db;
  redirectTo: string | null;
  /** The currency the visitor wants (RequestContext.currency): the checkout will charge in it, or in pounds. */
  currency: Currency;
}): Promise<CheckoutIntent | null> {
  const match = CHECKOUT_PATH.exec(safeRedirect(redirectTo));
  if (!match) return null;
  const offerId = match[1] ?? (await sellingOfferOf({ db, courseId: match[2]! }));
  if (!offerId) return null;
  const shown = offerCurrency(await loadOfferPrices({ db, offerId }), currency);
  const offer = await loadSaleOffer({ db, offerId, currency: shown });
  if (!offer || offer === 'not_sold_in' || offer.priceType !== 'one_time' || offer.status !== 'published') return null;
  return { courseTitle: offer.title, priceLabel: formatPrice(offer.price, offer.currency) };
}
