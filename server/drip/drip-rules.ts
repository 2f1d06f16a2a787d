import { dripScheduleSchema, NO_DRIP, type DripSchedule } from '../../common/drip';
import { contentSlot } from '../../content/content-slot';
import { CONTENT_RELOADED_TOPIC } from '../content-store/published-content';
import { courses } from '../db/schema';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ChangeFeed } from '../operations/watch-changes';

/**
 * Every course's drip schedule, held in memory like the content (issue 43): each lesson read asks it, and the search
 * index is rebuilt from it. A change to `courses` in any process reloads it (the table's change version, migration
 * 0026), then the cached pages are dropped again.
 */
// Kept on globalThis like the content (content/content-slot.ts): the server's two bundles read one value.
const rulesSlot = contentSlot<ReadonlyMap<string, DripSchedule>>('drip-rules', () => new Map());

export function currentDripRules(): ReadonlyMap<string, DripSchedule> {
  return rulesSlot.get();
}

export function dripScheduleOf(courseId: string): DripSchedule {
  return rulesSlot.get().get(courseId) ?? NO_DRIP;
}

async function readDripRules(db: Db): Promise<Map<string, DripSchedule>> {
  const rows = await db.select({ id: courses.id, drip: courses.drip }).from(courses);
  // A schedule written by hand that does not parse holds nothing back rather than closing the course.
  return new Map(rows.map((row) => [row.id, dripScheduleSchema.safeParse(row.drip).data ?? NO_DRIP]));
}

/** Reads the schedules again now: the process that changed one answers by it at once, before the change feed says so. */
export async function refreshDripRules({ db }: { db: Db }): Promise<void> {
  rulesSlot.set(await readDripRules(db));
}

export async function keepDripRulesLoaded({ db, logger, changes }: { db: Db; logger: Logger; changes: ChangeFeed }): Promise<void> {
  rulesSlot.set(await readDripRules(db));
  changes.subscribe((topics) => {
    if (!topics.includes('courses')) return;
    readDripRules(db)
      .then((loaded) => {
        rulesSlot.set(loaded);
        changes.emit([CONTENT_RELOADED_TOPIC]);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not reload the drip schedules; the site keeps those it has'));
  });
}
