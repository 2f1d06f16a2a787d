import { SITE_NAME } from '../../common/site';

/** What a client is told while the database cannot be reached (docs/decisions/005-database-outages.md). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Seconds a client should wait before retrying: a database restart or failover usually takes a few. */
export const RETRY_AFTER_SECONDS = 5;

const HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };

/** The API's answer: 503 with `{ message }`, like every other API error. */
export function serviceUnavailableJson(): Response {
  return Response.json({ message: SERVICE_UNAVAILABLE_MESSAGE }, { status: 503, headers: HEADERS });
}

/**
 * The pages' answer: a small self-contained document (no script, no stylesheet to fetch, no database),
 * because the usual layout cannot be rendered without the data it reads.
 */
export function serviceUnavailablePage(): Response {
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable | ${SITE_NAME}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}
p.kicker{color:#1d4ed8;font-weight:600;font-size:.875rem}
h1{font-size:1.875rem;margin:.5rem 0 0}
p{color:#475569;line-height:1.6}
a{display:inline-block;margin-top:2rem;color:#1d4ed8;font-weight:600}
</style>
</head>
<body>
<main>
<p class="kicker">${SITE_NAME}</p>
<h1>We'll be right back</h1>
<p>${SERVICE_UNAVAILABLE_MESSAGE}</p>
<p>Your account and your progress are safe.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;
  return new Response(html, { status: 503, headers: { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8' } });
}

/** JSON under /api, the page everywhere else. */
export function serviceUnavailable(path: string): Response {
  return path === '/api' || path.startsWith('/api/') ? serviceUnavailableJson() : serviceUnavailablePage();
}
