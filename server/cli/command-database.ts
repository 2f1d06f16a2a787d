import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';

/** Where a command-line command (`npm run owner`, `npm run content`) writes its answers and its errors. */
export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * The site's database, as the server would open it from the same settings (DATA_DIR or DATABASE_URL); null when it
 * cannot be opened, after saying why on `io.err` in one line a shell user can act on: a wrong setting names its
 * variable, and an embedded database held by a running server says to stop it first.
 */
export async function openCommandDatabase(
  env: Record<string, string | undefined>,
  io: CommandIo,
): Promise<{ database: Database; config: Config } | null> {
  try {
    const config = loadConfig(env);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    return { database, config };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(`${error.message}\nWith the embedded database, stop the server, run this command, then start the server again.`);
    } else io.err(error instanceof ConfigError ? error.message : `Could not open the database: ${(error as Error).message}`);
    return null;
  }
}
