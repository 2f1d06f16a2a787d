import { formatPrice, formatShortDate } from '../../common/format';
import { percentBelow, type FormerPrice } from '../../common/truthful-schemas';

/**
 * The facts a course page may state about itself (DESIGN §12), rendered only when there is one: plain
 * server-rendered text, no client state.
 */

/** "4.7 out of 5 from 12 reviews": only ever given a summary of at least five visible reviews. */
export function RatingText({ rating }: { rating: { average: number; count: number } }) {
  return (
    <>
      Rated {rating.average.toFixed(1)} out of 5 from {rating.count.toLocaleString('en-GB')} learner reviews
    </>
  );
}

/** A crossed-out former price the owner recorded, what it takes off, and when the course was sold at it. */
export function FormerPriceText({ former, price, currency }: { former: FormerPrice; price: number; currency: string }) {
  const was = formatPrice(former.amount, currency);
  return (
    <>
      <s>{was}</s> · {percentBelow(former.amount, price)}% less than the {was} it sold for from{' '}
      {formatShortDate(`${former.from}T12:00:00Z`)} to {formatShortDate(`${former.to}T12:00:00Z`)}
    </>
  );
}

/** "Join 2,345 learners": a count the owner's threshold allowed (null counts are left out by the caller). */
export const formatCount = (n: number) => n.toLocaleString('en-GB');
