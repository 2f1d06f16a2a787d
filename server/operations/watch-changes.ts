import { changeVersions } from '../db/schema';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/** The notification channel the change triggers speak on (migration `cache-invalidation-triggers`). */
export const CHANGE_CHANNEL = 'site_changes';

/**
 * Where the process's in-memory caches (cached pages, the /api/courses answers) hear that what they show
 * has changed, in this process or any other on the database (docs/decisions/024k-shared-state-in-postgresql.md).
 */
export interface ChangeFeed {
  /** Called with the tables that changed; returns the unsubscribe. */
  subscribe(listener: (topics: string[]) => void): () => void;
  emit(topics: string[]): void;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<(topics: string[]) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(topics) {
      for (const listener of listeners) listener(topics);
    },
  };
}

export interface ChangeWatcher {
  /** Compares the database's versions with those seen last and emits the changed topics; what a notification runs. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Emits on `changes` whenever a watched table changes. Every change raises its table's row in
 * `change_versions` (a trigger, whoever made the change); this compares those versions with the ones it saw
 * last, on each notification, on each (re)connection of the listening connection (a notification sent
 * while it was away is lost, a version is not), and every `pollMs` besides. The embedded database, which
 * has no other process to hear from, notifies its own process, so an owner's change shows at once there too.
 */
export function watchChanges({
  database,
  changes,
  logger,
  pollMs = 30_000,
}: {
  database: Database;
  changes: ChangeFeed;
  logger: Logger;
  pollMs?: number;
}): ChangeWatcher {
  // Empty at first, so the first check drops whatever a cache took in before it (a harmless clear at start-up).
  let seen = new Map<string, number>();
  let running: Promise<void> | undefined;
  let again = false;
  const compare = async () => {
    const rows = await database.db.select().from(changeVersions);
    const current = new Map(rows.map((row) => [row.topic, row.version]));
    const changed = [...current].filter(([topic, version]) => seen.get(topic) !== version).map(([topic]) => topic);
    seen = current;
    if (changed.length > 0) {
      logger.debug({ topics: changed }, 'cached answers dropped: the database changed');
      changes.emit(changed);
    }
  };
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = compare()
      .catch((error: unknown) => logger.warn({ err: error }, 'could not read change versions; trying again'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void check();
        }
      });
    return running;
  };
  void check();
  const stopListening = database.listen?.(CHANGE_CHANNEL, { onNotify: () => void check(), onConnect: () => void check() });
  const timer = setInterval(() => void check(), pollMs);
  timer.unref();
  return {
    check,
    async stop() {
      clearInterval(timer);
      await stopListening?.();
      await running;
    },
  };
}
