import { isoDuration } from '../../common/format';
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

/**
 * schema.org Product with its Offer, for an offer's sales page (issue 43): what is sold, at the price the page shows
 * (in the page's currency), by the site.
 */
export function offerJsonLd(
  offer: { title: string; description: string; price: { type: 'free' } | { type: 'one_time'; amount: number; currency: string } },
  origin: string,
  path: string,
  /** The page's currency, for a free offer's zero price. */
  currency: string,
) {
  const url = new URL(path, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: offer.title,
    description: offer.description,
    url,
    brand: organizationRef(origin),
    offers: {
      '@type': 'Offer',
      url,
      price: offer.price.type === 'free' ? '0' : (offer.price.amount / 100).toFixed(2),
      priceCurrency: offer.price.type === 'free' ? currency : offer.price.currency,
      availability: 'https://schema.org/InStock',
      seller: organizationRef(origin),
    },
  };
}
