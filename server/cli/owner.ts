/** Entry of `npm run owner` (server/cli/owner-command.ts does the work). */
import { runOwnerCommand } from './owner-command';

process.exitCode = await runOwnerCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
