/** Entry of `npm run content` (server/cli/content-command.ts does the work). */
import { runContentCommand } from './content-command';

process.exitCode = await runContentCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
