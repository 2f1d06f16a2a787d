/**
 * `npm run content -- export <dir>`: the site's published articles, ideas, help answers and lessons written as
 * files in content/'s formats and layout under <dir> (blog/, ideas/, help/, lessons/), for version control and
 * review (issue 29; docs/decisions/026a-content-read-from-the-database.md). The release's content/ is imported
 * first, as a server start-up would, so a database the site never ran on exports the release's files. Run with
 * the site's DATA_DIR or DATABASE_URL; on the embedded database, stop the server first (as for `npm run owner`).
 */
import path from 'node:path';
import { exportContent } from '../content-store/export-content';
import { importContent } from '../content-store/import-content';
import { applyMigrations } from '../db/migrate';
import { createLogger } from '../logger';
import { systemClock } from '../operations/clock';
import { openCommandDatabase, type CommandIo } from './command-database';

const USAGE = `Usage:
  npm run content -- export <dir>   write the published content as files under <dir> (blog/, ideas/, help/, lessons/)`;

/** Runs the command; answers the process's exit code. The entry is server/cli/content.ts. */
export async function runContentCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
  now: () => Date = systemClock,
): Promise<number> {
  const [action, dir, ...rest] = args;
  if (action !== 'export' || !dir || rest.length > 0) {
    io.err(USAGE);
    return 2;
  }
  const opened = await openCommandDatabase(env, io);
  if (!opened) return 1;
  const { database, config } = opened;
  try {
    const logger = createLogger(config.logLevel);
    await applyMigrations(database);
    await importContent({ db: database.db, logger, now: now() });
    const root = path.resolve(dir);
    const written = await exportContent({ db: database.db, logger, root });
    io.out(
      `Wrote ${written.articles} articles, ${written.ideas} ideas, ${written.help} help answers and ${written.lessons} lessons under ${root}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
