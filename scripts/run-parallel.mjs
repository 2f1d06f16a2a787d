// Runs npm scripts side by side and prints each one's output when it ends, not interleaved: `npm test` runs
// the type check and the linters this way, single-threaded tools that leave the second core idle one by one.
// Exits with the first failure's code once all have ended.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          process.stdout.write(`\n> npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
