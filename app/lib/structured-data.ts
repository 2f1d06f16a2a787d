import { isoDuration } from '../../common/format';
import { RECURRING_INTERVALS, type ShownOfferPrice } from '../../common/recurring-price';
import { SITE_NAME } from '../../common/site';

// schema.org blocks for the pages' JSON-LD (decision 031s). Apart from app/lib/seo.ts, which every page's meta
// loads: each builder ships only with the pages that use it.

/** The site's organization as other blocks name it: one `@id`, so search engines read one publisher and provider. */
export function organizationRef(origin: string) {
  return { '@type': 'Organization', '@id': new URL('/#organization', origin).href, name: SITE_NAME, url: new URL('/', origin).href };
}

/** The organization with its logo (what search engines show beside the site's results): an article's publisher. */
export function organizationWithLogo(origin: string) {
  return {
    ...organizationRef(origin),
    logo: { '@type': 'ImageObject', url: new URL('/logo.png', origin).href, width: 512, height: 512 },
  };
}

/** schema.org Organization for the home page: name, url and logo. */
export function organizationJsonLd(origin: string) {
  return { '@context': 'https://schema.org', ...organizationWithLogo(origin) };
}

/**
 * An article's author as schema.org reads it. The site has no page per author: the url is the blog listing, where
 * a reader finds who writes here and everything they wrote (decision 031s).
 */
export function authorJsonLd(name: string, origin: string) {
  return { '@type': 'Person', name, url: new URL('/blog', origin).href };
}

/** schema.org Course, for the course pages. */
export function courseJsonLd(
  course: { title: string; description: string; price: number; currency: string; isPremium: boolean },
  origin: string,
  path: string,
  /** The course's duration summed from its lessons (server/courses/course-durations.ts). */
  minutes: number,
  /** From the learners' visible reviews, and only from five on (DESIGN §12); never a made-up figure. */
  rating?: { average: number; count: number } | null,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    timeRequired: isoDuration(minutes),
    name: course.title,
    description: course.description,
    url: new URL(path, origin).href,
    provider: organizationRef(origin),
    offers: {
      '@type': 'Offer',
      category: course.isPremium ? 'Paid' : 'Free',
      price: course.isPremium ? (course.price / 100).toFixed(2) : '0',
      priceCurrency: course.currency,
    },
    // Google's course info asks for an instance: how it is taken and how long it takes (the lessons' durations).
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: isoDuration(minutes) },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** UN/CEFACT common codes schema.org's UnitPriceSpecification.unitCode takes: month, year. */
const UNIT_CODES = { month: 'MON', year: 'ANN' } as const;

/**
 * schema.org Product with its Offer, for an offer's sales page (issue 43): what is sold, at the price the page shows
 * (in the page's currency), by the site. A subscription has one Offer per period it is sold for, each with a
 * UnitPriceSpecification of that price per month (`MON`) or year (`ANN`); a payment plan's Offer is its monthly
 * instalment, billed for `instalments` months (billingDuration, in the unitCode's months) (issue 44).
 */
export function offerJsonLd(
  offer: { title: string; description: string; price: ShownOfferPrice },
  origin: string,
  path: string,
  /** The page's currency, for a free offer's zero price. */
  currency: string,
) {
  const url = new URL(path, origin).href;
  const major = (minor: number) => (minor / 100).toFixed(2);
  const base = { '@type': 'Offer', url, availability: 'https://schema.org/InStock', seller: organizationRef(origin) };
  const { price } = offer;
  let offers: Record<string, unknown> | Record<string, unknown>[];
  if (price.type === 'subscription') {
    offers = RECURRING_INTERVALS.flatMap((interval) => {
      const amount = price.amounts[interval];
      if (amount === undefined) return [];
      return [
        {
          ...base,
          price: major(amount),
          priceCurrency: price.currency,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: major(amount),
            priceCurrency: price.currency,
            unitCode: UNIT_CODES[interval],
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES[interval] },
          },
        },
      ];
    });
  } else if (price.type === 'payment_plan') {
    offers = {
      ...base,
      price: major(price.amount),
      priceCurrency: price.currency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: major(price.amount),
        priceCurrency: price.currency,
        unitCode: UNIT_CODES.month,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES.month },
        billingDuration: price.instalments,
      },
    };
  } else {
    offers = {
      ...base,
      price: price.type === 'free' ? '0' : major(price.amount),
      priceCurrency: price.type === 'free' ? currency : price.currency,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: offer.title,
    description: offer.description,
    url,
    brand: organizationRef(origin),
    offers,
  };
}
