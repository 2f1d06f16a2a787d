import { describe, expect, it } from 'vitest';
import { confirmedSubscribers } from './newsletter-compose';

describe('confirmedSubscribers', () => {
  it('is singular for one recipient (issue 26: "1 confirmed subscribers")', () => {
    expect(confirmedSubscribers(1)).toBe('1 confirmed subscriber');
    expect(confirmedSubscribers(0)).toBe('0 confirmed subscribers');
    expect(confirmedSubscribers(3)).toBe('3 confirmed subscribers');
  });
});
