import { readFileSync } from 'node:fs';

/**
 * The site's one clock. Business functions never read the time themselves: they take `now` (a Date, or a
 * `() => Date`) from their caller, and the callers take it from `services.now` (server/services.ts), which is
 * `systemClock` but in tests. eslint.config.js refuses `Date.now()` and `new Date()` under server/ outside the
 * files it names (this one, log stamps, cache ages), so a straggler is a lint error
 * (docs/decisions/032c-one-test-clock.md).
 */
export const systemClock = (): Date => new Date();

/**
 * The clock by which background jobs decide what is due (email-sequence steps, scheduled publishing, call and
 * coaching reminders): `now`, plus the milliseconds held in TEST_CLOCK_FILE when it is set. Only the
 * end-to-end server sets it (server/config.ts refuses it in production without E2E_TEST_SERVER=1, which only
 * e2e/start-test-server.mjs sets); a spec writes the file to move that time by minutes or days without
 * waiting. Only what is due moves: the jobs still write the real time (messages queued, items published), so
 * the mail worker sends at once and the other specs sharing that server keep real time for their sessions and
 * links. Nothing over HTTP can move it (docs/decisions/027a-email-sequences.md).
 */
export function testClock(now: () => Date, file: string | undefined): () => Date {
  if (!file) return now;
  let offsetMs = 0;
  // When the file was last read, on the real clock (the offset is re-read at most every 250 ms).
  let readAt = 0;
  return () => {
    const at = now();
    if (Date.now() - readAt > 250) {
      readAt = Date.now();
      try {
        offsetMs = Number(readFileSync(file, 'utf8').trim()) || 0;
      } catch {
        offsetMs = 0;
      }
    }
    return new Date(at.getTime() + offsetMs);
  };
}
