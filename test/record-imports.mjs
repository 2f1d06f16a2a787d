// `node --import ./test/record-imports.mjs …` with RECORD_IMPORTS=<file>: appends every module URL the
// process's ESM loader resolves, and every file CommonJS `require` resolves (packages loaded on first use
// through server/lib/load-on-first-use.ts are required), to that file, one a line, as it resolves it. Tests
// read it to check which packages a server has loaded so far (e2e/lighter-server.spec.ts): a fact about the
// process, not a timing.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';

if (process.env.RECORD_IMPORTS) {
  const file = process.env.RECORD_IMPORTS;
  register(
    `data:text/javascript,${encodeURIComponent(`
      import { appendFileSync } from 'node:fs';
      const file = ${JSON.stringify(file)};
      export async function resolve(specifier, context, next) {
        const resolved = await next(specifier, context);
        appendFileSync(file, resolved.url + '\\n');
        return resolved;
      }
    `)}`,
  );
  // The ESM hook above does not see require(): CommonJS resolves its files here.
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (...args) {
    const resolved = resolveFilename.apply(this, args);
    if (isAbsolute(resolved)) appendFileSync(file, `${pathToFileURL(resolved).href}\n`);
    return resolved;
  };
}
