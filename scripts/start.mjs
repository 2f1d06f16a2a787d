// `npm start`: builds when the build is missing or older than the sources, then serves the production site, in
// this process: package.json gives it the server's V8 flags (SERVER_NODE_FLAGS in build-if-stale.mjs).
import { buildIfStale, SERVER_ENTRY } from './build-if-stale.mjs';

buildIfStale();
// React and React Router pick their production code from NODE_ENV, which must be set before they load.
process.env.NODE_ENV = 'production';
await import(new URL(`../${SERVER_ENTRY}`, import.meta.url).href);
