import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { AppEnv } from './http/app-env';
import type { Services } from './services';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

/**
 * Listens, and on SIGTERM/SIGINT stops accepting, lets in-flight requests finish (up to a deadline),
 * then closes the database so PGlite flushes its files.
 */
export function listen(
  app: Hono<AppEnv>,
  services: Services,
  /** Run once requests have finished, before the database is closed (daily backups, the backup socket). */
  beforeClose: () => Promise<void> = async () => {},
  /**
   * Answers what it can straight from `node:http` (cached pages, server/http/cached-page-listener.ts) and
   * says so; every other request goes to the app.
   */
  answerFirst?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<ServerType> {
  const { config, logger } = services;
  return new Promise((resolve) => {
    const options = {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      ...(answerFirst && { createServer: answeringFirst(answerFirst) }),
    };
    const server = serve(options as Parameters<typeof serve>[0], (info: AddressInfo) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      logger.info({ address: host, port: info.port, database: services.database.kind }, `listening on http://localhost:${info.port}`);
      resolve(server);
    });

    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      const deadline = setTimeout(() => {
        logger.warn('in-flight requests did not finish within 10 s; closing anyway');
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }, 10_000);
      deadline.unref();
      server.close(async () => {
        try {
          // Requests have finished queueing; a send in progress completes, the rest waits in the table.
          await services.mailWorker.stop();
          await beforeClose();
          await services.database.close();
          logger.info('stopped');
          process.exit(0);
        } catch (error) {
          logger.error({ err: error }, 'error while closing the database');
          process.exit(1);
        }
      });
      // Idle keep-alive connections would otherwise hold close() open until they time out.
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** @hono/node-server's `createServer` option: `answerFirst` sees each request, and the app whatever it leaves. */
export function answeringFirst(answerFirst: (req: IncomingMessage, res: ServerResponse) => boolean) {
  return (serverOptions: object, appListener: Listener) =>
    createServer(serverOptions, (req, res) => {
      if (!answerFirst(req, res)) appListener(req, res);
    });
}
