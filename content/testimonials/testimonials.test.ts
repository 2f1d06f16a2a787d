import { describe, expect, it } from 'vitest';
import { testimonialsSchema } from './testimonial-schema';
import testimonials from './testimonials.json';

describe('content/testimonials/testimonials.json', () => {
  it('meets the testimonial schema', () => {
    const result = testimonialsSchema.safeParse(testimonials);
    expect(result.success, result.error?.message).toBe(true);
  });

  it('refuses a quote without a name in the expected form', () => {
    expect(testimonialsSchema.safeParse([...testimonials, { quote: 'x'.repeat(50), name: 'sarah', role: 'Writer' }]).success).toBe(false);
  });
});
