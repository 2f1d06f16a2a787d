/**
 * `npm run content -- export <dir>`: the site's published articles, ideas, help answers and lessons written as
 * files in content/'s formats and layout under <dir> (blog/, ideas/, help/, lessons/), for version control and
 * review (issue 29; docs/decisions/026a-content-read-from-the-database.md). The release's content/ is imported
 * first, as a server start-up would, so a database the site never ran on exports the release's files. Run with
 * the site's DATA_DIR or DATABASE_URL; on the embedded database, stop the server first (as for `npm run owner`).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { exportContent } from '../content-store/export-content.server';
import { importContent } from '../content-store/import-content.server';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { applyMigrations } from '../db/migrate';
import { createLogger } from '../logger';

const USAGE = `Usage:
  npm run content -- export <dir>   write the published content as files under <dir> (blog/, ideas/, help/, lessons/)`;

export interface ContentCommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs the command; answers the process's exit code. The entry is server/cli/content.ts. */
export async function runContentCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: ContentCommandIo,
  now: () => Date = () => new Date(),
): Promise<number> {
  const [action, dir, ...rest] = args;
  if (action !== 'export' || !dir || rest.length > 0) {
    io.err(USAGE);
    return 2;
  }
  let database: Database;
  let config;
  try {
    config = loadConfig(env);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(`${error.message}\nWith the embedded database, stop the server, run this command, then start the server again.`);
    } else io.err(error instanceof ConfigError ? error.message : `Could not open the database: ${(error as Error).message}`);
    return 1;
  }
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
