// `node --import ./test/record-imports.mjs …` with RECORD_IMPORTS=<file>: appends every module URL the
// process's ESM loader resolves to that file, one a line, as it resolves it. Tests read it to check which
// packages a server has loaded so far (e2e/lighter-server.spec.ts): a fact about the process, not a timing.
import { register } from 'node:module';

if (process.env.RECORD_IMPORTS) {
  register(
    `data:text/javascript,${encodeURIComponent(`
      import { appendFileSync } from 'node:fs';
      const file = ${JSON.stringify(process.env.RECORD_IMPORTS)};
      export async function resolve(specifier, context, next) {
        const resolved = await next(specifier, context);
        appendFileSync(file, resolved.url + '\\n');
        return resolved;
      }
    `)}`,
  );
}
