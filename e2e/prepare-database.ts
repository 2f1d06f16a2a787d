/**
 * `tsx e2e/prepare-database.ts <DATA_DIR>`: makes the run's prepared embedded database (e2e/data-dir.ts) in an empty
 * folder, as a server's first start leaves it (test/prepared-database.ts, which Vitest's PGlite project uses too).
 * e2e/start-test-server.mjs runs it beside the web server's own first start, on the core that start leaves idle.
 */
import { prepareDatabase } from '../test/prepared-database';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx e2e/prepare-database.ts <DATA_DIR>');
await prepareDatabase({ dataDir });
