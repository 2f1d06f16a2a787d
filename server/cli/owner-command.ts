/**
 * `npm run owner -- grant <email>`, `npm run owner -- revoke <email>`, `npm run owner -- list`: who may open
 * the owner's area (/admin). Run on the server's machine with the site's DATA_DIR or DATABASE_URL: shell
 * access there is the proof of ownership (docs/decisions/014-owner-area.md). On the embedded database it
 * refuses while a server holds DATA_DIR (server/db/data-dir-lock.ts); on PostgreSQL it works while the site runs.
 */
import { setOwner, listOwners } from '../admin/set-owner';
import { applyMigrations } from '../db/migrate';
import { isDomainError } from '../errors/domain-error';
import { systemClock } from '../operations/clock';
import { openCommandDatabase, type CommandIo } from './command-database';

const USAGE = `Usage:
  npm run owner -- grant <email>    make this account an owner (it sees Admin in its menu)
  npm run owner -- revoke <email>   make it an ordinary account again
  npm run owner -- list             list the owners`;

/** Runs the command; answers the process's exit code. The entry is server/cli/owner.ts. */
export async function runOwnerCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
  now: () => Date = systemClock,
): Promise<number> {
  const [action, email, ...rest] = args;
  const needsEmail = action === 'grant' || action === 'revoke';
  if (!(needsEmail || action === 'list') || (needsEmail && !email) || (action === 'list' && email) || rest.length > 0) {
    io.err(USAGE);
    return 2;
  }
  const opened = await openCommandDatabase(env, io);
  if (!opened) return 1;
  const { database } = opened;
  try {
    await applyMigrations(database);
    if (action === 'list') {
      const owners = await listOwners({ db: database.db });
      if (owners.length === 0) io.out('No owners yet. Make one with: npm run owner -- grant <email>');
      for (const owner of owners) io.out(`${owner.email} (${owner.username})`);
      return 0;
    }
    const result = await setOwner({ db: database.db, email: email!, isOwner: action === 'grant', now: now() });
    if (action === 'grant') {
      io.out(
        result.changed
          ? `${result.email} is now an owner: after signing in they see Admin in the account menu (/admin).`
          : `${result.email} is already an owner.`,
      );
    } else {
      io.out(result.changed ? `${result.email} is no longer an owner.` : `${result.email} was not an owner.`);
    }
    return 0;
  } catch (error) {
    if (isDomainError(error)) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
