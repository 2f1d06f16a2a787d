import { clientAddress, limitedAddress } from '../http/client-address';
import { isPagePath, mayCount } from './page-view';
import type { AppEnv } from '../http/app-env';
import type { PageViewRecorder } from './page-view-recorder';
import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';

/**
 * Where page views are counted (issue 30): every HTML page answered 200 (or 304, the same page shown again),
 * whether from the page cache in `node:http` (countCachedPageView) or by the app (countPageViews). The
 * client address is the one the limits use, so the first touch at sign-up finds the same visitor.
 */

/** The app's side: pages it renders or answers from its cache, not the owner's own visits. */
export function countPageViews({ recorder, now }: { recorder: PageViewRecorder; now: () => Date }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET') return;
    const { status, headers } = c.res;
    // A 304 is a page the browser shows again from its copy: only the page cache's (HTML) answers one.
    const page = status === 200 ? headers.get('content-type')?.startsWith('text/html') : status === 304 && headers.has('x-page-cache');
    if (!page) return;
    if (c.get('user')?.isOwner) return;
    const url = new URL(c.req.url);
    if (!isPagePath(url.pathname)) return;
    if (!mayCount((name) => c.req.header(name))) return;
    recorder.add({
      at: now().getTime(),
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? '',
      target: url.pathname + url.search,
      referrer: c.req.header('referer'),
      host: c.req.header('host'),
    });
  };
}

/** The cached path's side (server/http/cached-page-listener.ts): a few header reads and one push. */
export function countCachedPageView({
  recorder,
  trustedProxies,
  now,
}: {
  recorder: PageViewRecorder;
  trustedProxies: BlockList | undefined;
  now: () => Date;
}) {
  return (req: IncomingMessage, target: string): void => {
    const headers = req.headers;
    if (!mayCount((name) => headers[name])) return;
    recorder.add({
      at: now().getTime(),
      // Node joins repeated X-Forwarded-For headers into one string, as the app's Headers do.
      ip: limitedAddress(clientAddress({ incoming: req }, headers['x-forwarded-for'] as string | undefined, trustedProxies)),
      userAgent: headers['user-agent'] ?? '',
      target,
      referrer: headers.referer,
      host: headers.host,
    });
  };
}
