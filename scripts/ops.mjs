// `npm run backup` and `npm run restore`: builds when the build is missing or stale (as `npm start` does), then runs
// server/ops.ts from the build, which finds the migrations beside it.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
process.env.NODE_ENV = 'production';
await import(new URL('../build/server/ops.js', import.meta.url).href);
