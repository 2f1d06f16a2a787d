/** Production entry: `node build/server/main.js` (bundled by scripts/build-server.mjs). */
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { countCachedPageView } from './analytics/count-page-views';
import { createApp, createSitePageCache } from './app';
import { ConfigError, loadConfig } from './config';
import { createServices } from './create-services';
import { cachedPageListener } from './http/cached-page-listener';
import { criticalCss } from './http/critical-css';
import { createPublicJsonRoutes } from './http/public-json-listener';
import { backupFilesDir } from './images/image-backup-files';
import { pagePatterns } from './metrics/page-pattern';
import { startBackgroundWork } from './operations/background-work';
import { startControlSocket } from './operations/control-socket';
import { warmSearchIndex } from './search/site-search';
import { listen } from './serve';
import type { Context, Next } from 'hono';
import type { IncomingMessage, ServerResponse } from 'node:http';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig({ NODE_ENV: 'production', ...process.env });
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const build = (await import(new URL('./index.js', import.meta.url).href)) as ServerBuild;
const handleRequest = createRequestHandler(build, 'production');

const services = await createServices(config).catch((error: unknown) =>
  fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`),
);

// One cache, read by the app and, for its hits, by the server before the app (server/http/cached-page-listener.ts).
const pageCache = createSitePageCache(services);
const pagePattern = pagePatterns(build.routes);
// Public JSON answers (the courses, prices and offers), also answered before the app once made (issue 45).
const publicJson = createPublicJsonRoutes({
  trustedProxies: config.trustedProxies,
  logger: services.logger,
  metrics: config.metricsToken ? services.metrics : undefined,
});
const app = createApp(services, {
  publicJson,
  pages: (request, context) => handleRequest(request, context),
  pagePattern,
  pageCache,
  inlineCriticalCss: criticalCss(clientDir),
  mountStatic: (app) => {
    // Fingerprinted by Vite: safe to cache forever.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // Compressed at build time (scripts/build-server.mjs): brotli or gzip as the browser takes it, from disk.
    app.use('/assets/*', varyByEncoding, serveStatic({ root: clientDir, precompressed: true }));
    app.use('*', async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      return serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      })(c, next);
    });
  },
});

/**
 * A file that exists compressed is a different answer per Accept-Encoding, including the uncompressed one a
 * client that takes neither gets: a shared cache must keep them apart (serveStatic says so only when it
 * sends a compressed copy).
 */
async function varyByEncoding(c: Context, next: Next) {
  await next();
  const encoded = c.res.headers.get('content-encoding');
  if (c.res.ok && !encoded && COMPRESSED_AT_BUILD.test(c.req.path) && !/accept-encoding/i.test(c.res.headers.get('vary') ?? '')) {
    c.res.headers.append('Vary', 'Accept-Encoding');
  }
}
const COMPRESSED_AT_BUILD = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

// `npm run backup` asks this process for the embedded database's backup (server/operations/control-socket.ts).
const controlSocket =
  services.database.kind === 'pglite' && !config.dataDir.startsWith('memory://')
    ? await startControlSocket({
        dataDir: config.dataDir,
        database: services.database,
        logger: services.logger,
        now: services.now,
        filesDir: backupFilesDir(config),
      })
    : undefined;
// Daily backups, call reminders, interrupted newsletter issues, and the watcher that drops cached answers when
// another process changes what they show: safe with several processes on one database.
const backgroundWork = startBackgroundWork(services);

await listen(
  app,
  services,
  async () => {
    await backgroundWork.stop();
    await controlSocket?.close();
  },
  answerEither(
    cachedPageListener({
      pageCache,
      logger: services.logger,
      metrics: config.metricsToken ? services.metrics : undefined,
      pagePattern,
      countView: countCachedPageView({ recorder: services.analytics, trustedProxies: config.trustedProxies, now: services.now }),
      trustedProxies: config.trustedProxies,
    }),
    publicJson.answer,
  ),
);
// Built now rather than on the first search, which would otherwise wait for it.
warmSearchIndex();

/** The first listener that answers; the app gets what none does. */
function answerEither(...listeners: ((req: IncomingMessage, res: ServerResponse) => boolean)[]) {
  return (req: IncomingMessage, res: ServerResponse) => listeners.some((answer) => answer(req, res));
}
