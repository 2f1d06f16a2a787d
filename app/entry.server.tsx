import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { isDatabaseUnavailable } from '../server/db/errors';
import { NonceContext, pageHydrates } from './lib/hydration';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';

export const streamTimeout = 5_000;

/**
 * Loader and action errors. One that says the database is unreachable is told to the Hono app through the
 * request context, which then answers 503 instead of the error boundary's 500. A path no route matches
 * (`/x%0a`) is a 404, which the request's log line already records. Others go to the request's
 * structured log: nothing is printed outside it (issue 18 §8), so `npm run scan` sees every error line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    if (context) (context as AppLoadContext).databaseUnavailable = true;
    return;
  }
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const err = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  logError(context as AppLoadContext | undefined, err, 'page error');
};

function logError(context: AppLoadContext | undefined, err: unknown, message: string) {
  if (context?.log) context.log.error({ err }, message);
  else console.error(err);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and no-JS clients get the whole document at once; browsers get the shell as soon as it is ready.
    // So does a reading page, which runs no script: a streamed Suspense boundary would need React's to show.
    const matches = routerContext.staticHandlerContext.matches.map((match) => ({
      id: match.route.id,
      handle: routerContext.routeModules[match.route.id]?.handle,
    }));
    const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !pageHydrates(matches);
    const readyOption = whole ? 'onAllReady' : 'onShellReady';

    const page = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // A Suspense boundary that has finished is written in place, however far down the page: React 19.2 would
      // otherwise send one past the first 12.5 KB hidden, with a script to show it, so a lesson's discussion
      // (app/lib/lazy-part.tsx) would need JavaScript to be seen and cost the page that inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are reported by React Router's boundary; log the ones before it.
        if (shellRendered) logError(loadContext, error, 'page render error');
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
