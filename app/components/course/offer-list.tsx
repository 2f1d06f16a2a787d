import { Link } from 'react-router';
import { describeOfferPrice } from '../../../common/recurring-price';
import type { PublicOffer } from '../../../server/offers/list-offers';

/** "Bundle: X + Y — £N", or "X — £N" for an offer of one course: the line naming an offer on the list. */
function offerLine(offer: PublicOffer): { label: string; price: string } {
  const titles = offer.grants.flatMap((grant) => (grant.type === 'course' && grant.courseTitle ? [grant.courseTitle] : []));
  const label = titles.length > 1 ? `Bundle: ${titles.join(' + ')}` : offer.title;
  const price = describeOfferPrice(offer.price);
  return { label, price };
}

/** The ways to get the courses above (issue 43): each published offer once, linking to its sales page. */
export function OfferList({ offers }: { offers: PublicOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <section className="mx-auto mt-12 max-w-3xl" aria-labelledby="offers-heading">
      <h2 id="offers-heading" className="text-2xl font-bold text-slate-900">
        Ways to get them
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {offers.map((offer) => {
          const { label, price } = offerLine(offer);
          return (
            <li key={offer.id}>
              <Link
                to={`/offer/${offer.slug}`}
                className="flex flex-wrap items-center justify-between gap-2 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50"
              >
                <span className="text-blue-700 underline-offset-2 hover:underline">{label}</span>
                <span className="text-slate-700">
                  <span className="sr-only"> — </span>
                  {price}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
