/**
 * A `console.error` during a test fails it: React's warnings (keys, act, hydration) and our own error
 * paths print there, and a test that passes while printing one hides a bug. A test that expects an
 * error to be reported replaces console.error with its own spy (vi.spyOn(console, 'error').mockImplementation(…)).
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  const original = console.error;
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called during this test: ${args.map(String).join(' ').slice(0, 500)}`);
  });
});

afterEach(() => {
  spy?.mockRestore();
  spy = undefined;
});
