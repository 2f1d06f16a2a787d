import { expect, test } from 'vitest';

test('a console.error during a test fails it', () => {
  expect(() => console.error('something broke')).toThrow(/console.error was called during this test: something broke/);
});
