import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package that only some requests need, required by the first of them rather than at start-up
 * (issue 25, docs/decisions/024h-lighter-server.md). `require` is synchronous, so the functions that use it
 * stay synchronous. A static `import` of the package anywhere in the server would load it at start-up
 * again (the page bundle keeps even a tree-shaken import), so callers name it only here and in `import type`.
 */
export function loadOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
