import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { safeRedirect } from '../../common/safe-redirect';
import { mayCount } from '../analytics/page-view';
import { recordReferralClick } from './record-referral-click';
import { parseReferralMarker, referralCookieName, serializeReferralMarker } from './referral-marker';
import { REFERRAL_CODE_PATTERN, withinWindow } from './referral-rules';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * GET /r/<code>: a learner's referral link. Counts the click, leaves the marker (the first referral wins: a
 * live marker is kept) and sends the visitor on to the home page, or to `?to=` when it is a path on this site.
 * An unknown code just redirects. Never cached: the answer sets a cookie of this visitor's own.
 */
export function referralLinkRoutes(services: Services) {
  return new Hono<AppEnv>().get('/r/:code', async (c) => {
    const now = services.now();
    const code = c.req.param('code').toLowerCase();
    const to = safeRedirect(c.req.query('to'), '/');
    c.header('Cache-Control', 'private, no-store');
    if (!REFERRAL_CODE_PATTERN.test(code)) return c.redirect(to, 302);
    const referrerId = await recordReferralClick({
      db: services.db,
      code,
      clientIp: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? '',
      countable: mayCount((name) => c.req.header(name)),
      now,
    });
    const earlier = parseReferralMarker(services.cookieSigningKey, getCookie(c, referralCookieName(services.config)));
    const signedIn = c.get('user');
    // One's own link (shared, then tried) marks nothing; an earlier click still in its window wins.
    if (referrerId && referrerId !== signedIn?.id && !(earlier && withinWindow(earlier.clickedAt, now))) {
      c.header('Set-Cookie', serializeReferralMarker(services.config, services.cookieSigningKey, { code, clickedAt: now }));
    }
    return c.redirect(to, 302);
  });
}
