import { readFileSync } from 'node:fs';

/**
 * The clock that says which sequence steps are due: normally the services' clock. The end-to-end server
 * alone may be given SEQUENCE_CLOCK_FILE (server/config.ts refuses it in production without
 * E2E_TEST_SERVER=1, which only e2e/start-test-server.mjs sets): a file holding milliseconds to add, written
 * by the spec, so a test moves time by days without waiting. Only what is due moves; messages are queued at
 * the real time, which the mail worker reads, and the other specs sharing that server keep real time for
 * their sessions and links. Nothing over HTTP can move it (docs/decisions/027a-email-sequences.md).
 */
export function sequenceClock(now: () => Date, file: string | undefined): () => Date {
  if (!file) return now;
  let offsetMs = 0;
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
