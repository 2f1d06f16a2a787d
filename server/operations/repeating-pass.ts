export interface RepeatingPass<T> {
  /** One pass now (what the timers run); a call while a pass runs gets that pass. */
  runDue(): Promise<T>;
  /** Stops the timers and waits for a pass in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs`, and once `firstRunMs` after start when given, one pass at a time: background
 * work every process does (reminders, scheduled publishing, sequence steps, the analytics roll-up, backups,
 * interrupted newsletter issues). Each pass catches and logs its own failures, so the next pass is the retry.
 * The timers do not keep the process alive.
 */
export function startRepeatingPass<T>({
  pass,
  intervalMs,
  firstRunMs,
}: {
  pass: () => Promise<T>;
  intervalMs: number;
  firstRunMs?: number;
}): RepeatingPass<T> {
  let running: Promise<T> | undefined;
  let stopped = false;
  const runDue = () => (running ??= pass().finally(() => (running = undefined)));
  const first = firstRunMs === undefined ? undefined : setTimeout(() => void runDue(), firstRunMs);
  const every = setInterval(() => void runDue(), intervalMs);
  first?.unref();
  every.unref();
  return {
    runDue,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
