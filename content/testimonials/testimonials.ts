import testimonials from './testimonials.json';

/**
 * Student quotes used in the marketing copy (the business's words, DESIGN fix 6): content/testimonials/testimonials.json,
 * checked by testimonial-schema.ts in testimonials.test.ts. Imported as data, so the browser bundle needs no parser.
 */
export const TESTIMONIALS: readonly Testimonial[] = testimonials;

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}
