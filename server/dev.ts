/**
 * Development: the same Hono app, with Vite in middleware mode serving modules and hot reload.
 * Route modules are loaded through Vite on every request, so edits under app/ apply without a restart;
 * tsx restarts this process when server code changes.
 */
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createServices } from './create-services';
import { startBackgroundWork } from './operations/background-work';

let config;
try {
  config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env });
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const services = await createServices(config);
const app = createApp(services, {
  // Edits must show on the next request.
  cachePages: false,
  pages: async (request, context) => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    return createRequestHandler(build, 'development')(request, context);
  },
});
const honoListener = getRequestListener(app.fetch);
const backgroundWork = startBackgroundWork(services);

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, () => void honoListener(req, res));
});
server.listen(config.port, config.host, () => {
  services.logger.info(`dev server on http://localhost:${config.port}`);
});

const stop = async () => {
  server.close();
  await vite.close();
  await backgroundWork.stop();
  await services.mailWorker.stop();
  await services.database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
