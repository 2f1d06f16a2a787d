import { readFileSync } from 'node:fs';

/**
 * The clock a background job asks "what is due?": normally the services' clock. The end-to-end server alone may
 * give a job a file holding milliseconds to add (SEQUENCE_CLOCK_FILE for the email-sequence sender,
 * PUBLISH_CLOCK_FILE for scheduled publishing; server/config.ts refuses both in production without
 * E2E_TEST_SERVER=1, which only e2e/start-test-server.mjs sets), written by a spec, so a test moves that job's
 * time by minutes or days without waiting. Only what is due moves: the job still writes the real time (messages
 * queued, items published), and the other specs sharing that server keep real time for their sessions and links.
 * Nothing over HTTP can move it (docs/decisions/027a-email-sequences.md).
 */
export function offsetClock(now: () => Date, file: string | undefined): () => Date {
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
