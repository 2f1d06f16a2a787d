/**
 * What every integration test file's app needs before its first request, done once per run: the migrations
 * applied, the courses seeded and the content files imported, as a server's first start does
 * (server/create-services.ts). Each file then starts from a copy (test/test-db.ts), and its app's own start-up
 * finds nothing left to do. Done per file, this was a third of an integration file's start-up, and more on a
 * busy machine (35 migrations, the content import).
 */
import { importContent } from '../server/content-store/import-content';
import { seedCourses } from '../server/courses/seed-courses';
import { openDatabase } from '../server/db/client';
import { applyMigrations } from '../server/db/migrate';
import { createLogger } from '../server/logger';

export async function prepareDatabase(location: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const database = await openDatabase(location);
  try {
    await applyMigrations(database);
    await seedCourses({ db: database.db });
    await importContent({ db: database.db, logger: createLogger('silent'), now: new Date() });
  } finally {
    await database.close();
  }
}
