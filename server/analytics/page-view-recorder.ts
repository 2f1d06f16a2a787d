import { daySalt } from '../blog/record-article-view';
import { utcDay } from '../blog/utc-day';
import { insertPageViewRows, pageViewRows } from './insert-page-views';
import { toPageView, type PageView, type RawPageView } from './page-view';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

/**
 * Page views counted in memory and written in batches (DESIGN §12): a request only adds one to its entry,
 * so a cached page costs no database write; every few seconds the views are hashed, bots dropped, and the
 * rest inserted, a visitor's repeated views of a page as one row, a thousand rows per statement (and on shutdown). One flush at a time: a view is taken
 * out of the buffer by the flush that writes it, so it is written once; a failed insert puts the batch
 * back for the next flush, so none is lost while the database is away (up to MAX_BUFFERED).
 */
export interface PageViewRecorder {
  /** Counts one view; the caller has checked the request's rules (server/analytics/page-view.ts). */
  add(view: RawPageView): void;
  /** Writes what is buffered; resolves with how many views were written. */
  flush(): Promise<number>;
  /** The buffered views of one day (hashed), for the first touch at sign-up: not yet in the table. */
  buffered(day: string): Promise<PageView[]>;
  /** Flushes every `intervalMs` until stopped. */
  start(intervalMs?: number): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/** A visit shows in the owner's figures within 10 seconds (issue 30). */
export const FLUSH_INTERVAL_MS = 5_000;
/** Rows per insert statement: one statement holds the thread of the embedded database for a few milliseconds. */
const ROWS_PER_INSERT = 1_000;
/** Past this many unwritten entries (the database away for long), the oldest are dropped, with a warning. */
const MAX_BUFFERED = 100_000;
const DAY_MS = 86_400_000;

/**
 * Views counted since the last flush, the same request's repeats (visitor, address, referrer, UTC day) as one
 * entry with their number: under load the buffer holds one object per visitor and page rather than one per
 * request (~80,000 every five seconds on one page in the bench), which V8 had to copy into its old generation
 * and the flush to walk (docs/performance.md, branch hitpath). The first view's time is kept, as the rows are.
 */
interface PendingView {
  view: RawPageView;
  views: number;
}

function pendingKey(view: RawPageView): string {
  // None of these can hold a line break (Node refuses one in a header; the target is a request line's).
  return `${Math.floor(view.at / DAY_MS)}\n${view.ip}\n${view.userAgent}\n${view.target}\n${view.referrer ?? ''}\n${view.host ?? ''}`;
}

export function createPageViewRecorder({ db, logger, now }: { db: Db; logger: Logger; now: () => Date }): PageViewRecorder {
  let pending = new Map<string, PendingView>();
  let ready: PageView[] = [];
  // The batch being inserted: still the buffer's for the first touch until the insert has committed.
  let writing: PageView[] = [];
  let flushing: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let warned = false;
  // This process's copy of each day's salt, so a view from just before midnight is hashed with its own day's.
  const salts = new Map<string, string>();

  /** Hashes the buffered views (salts read first, then one synchronous pass: nothing is taken twice). */
  async function prepare(): Promise<void> {
    const days = new Set<string>();
    for (const { view } of pending.values()) days.add(utcDay(new Date(view.at)));
    for (const day of days) if (!salts.has(day)) salts.set(day, await daySalt(db, day));
    const waiting = new Map<string, PendingView>();
    const hashes = new Map<string, Map<string, string>>();
    for (const [key, entry] of pending) {
      const day = utcDay(new Date(entry.view.at));
      const salt = salts.get(day);
      if (!salt) {
        waiting.set(key, entry);
        continue;
      }
      let dayHashes = hashes.get(day);
      if (!dayHashes) hashes.set(day, (dayHashes = new Map()));
      const prepared = toPageView(entry.view, salt, dayHashes);
      if (!prepared) continue;
      prepared.views = entry.views;
      ready.push(prepared);
    }
    pending = waiting;
    // Only today's and yesterday's salts can still be needed.
    const yesterday = utcDay(new Date(now().getTime() - 86_400_000));
    for (const day of salts.keys()) if (day < yesterday && !days.has(day)) salts.delete(day);
  }

  async function write(): Promise<number> {
    await prepare();
    const batch = ready;
    ready = [];
    writing = batch;
    const rows = pageViewRows(batch);
    let written = 0;
    let views = 0;
    try {
      while (written < rows.length) {
        // The embedded database runs on the requests' thread: between statements, waiting requests go first.
        if (written > 0) await new Promise((resolve) => setImmediate(resolve));
        const chunk = rows.slice(written, written + ROWS_PER_INSERT);
        await insertPageViewRows(db, chunk);
        written += chunk.length;
        for (const row of chunk) views += row.views;
      }
    } catch (error) {
      // Rows stand for views: put back, they merge again with what came meanwhile.
      ready = rows.slice(written).concat(ready);
      throw error;
    } finally {
      writing = [];
    }
    warned = false;
    return views;
  }

  const recorder: PageViewRecorder = {
    add(view) {
      const key = pendingKey(view);
      const entry = pending.get(key);
      if (entry) {
        entry.views++;
        return;
      }
      pending.set(key, { view, views: 1 });
      if (pending.size + ready.length > MAX_BUFFERED) {
        const excess = pending.size + ready.length - MAX_BUFFERED;
        const fromReady = Math.min(excess, ready.length);
        ready.splice(0, fromReady);
        let fromPending = excess - fromReady;
        // A Map iterates in insertion order: the oldest entries first.
        for (const oldest of pending.keys()) {
          if (fromPending-- <= 0) break;
          pending.delete(oldest);
        }
        if (!warned) logger.warn({ dropped: excess }, 'analytics: too many unwritten page views; the oldest are dropped');
        warned = true;
      }
    },
    flush() {
      flushing ??= write().finally(() => (flushing = undefined));
      return flushing;
    },
    async buffered(day) {
      await prepare();
      return [...writing, ...ready].filter((view) => view.day === day);
    },
    start(intervalMs = FLUSH_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => {
        recorder.flush().catch((error: unknown) => logger.warn({ err: error }, 'analytics: could not write page views; trying again'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      // A flush in progress first, then what arrived meanwhile.
      await flushing?.catch(() => {});
      await recorder.flush().catch((error: unknown) => logger.warn({ err: error }, 'analytics: page views lost at shutdown'));
    },
  };
  return recorder;
}
