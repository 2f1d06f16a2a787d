import { parse } from 'hono/utils/cookie';
import { loginPath, offerCheckoutPath } from '../../common/routes';
import { safeTimeZone } from '../../common/safe-time-zone';
import { checkPremiumAccess } from '../../server/premium/member-area';
import { domainErrorData } from './domain-error.server';
import { TZ_COOKIE } from './time-zone';
import type { Currency } from '../../common/currencies';
import type { SessionUser } from '../../server/auth/sessions';
import type { Db } from '../../server/db/client';
import type { AppLoadContext, data } from 'react-router';
import type { LockedScreen } from '~/components/premium/member-area-chrome';

type Member = NonNullable<AppLoadContext['user']>;

/**
 * The gate of every member-area page (issue 19): the member, or the screen anyone else gets instead, with
 * the status the API answers (401 sign-in, 403 the purchase screen, like premium lessons). The loader
 * returns the screen as is, so nothing of the area's content is in the page or its `.data` for them.
 * The community passes its own check (checkCommunityAccess: the same, and owners too, who moderate it).
 */
export async function memberAreaGate(
  context: AppLoadContext,
  request: Request,
  check: (options: { db: Db; user: SessionUser | null; currency?: Currency }) => Promise<SessionUser> = checkPremiumAccess,
): Promise<{ member: Member; locked?: never } | { locked: ReturnType<typeof data<LockedScreen>>; member?: never }> {
  try {
    return { member: await check({ db: context.services.db, user: context.user, currency: context.currency }) };
  } catch (error) {
    const locked = domainErrorData(error, (e): LockedScreen => {
      if (e.code === 'unauthenticated') return { screen: 'login', message: e.message, loginHref: loginPath(new URL(request.url).pathname) };
      const { offerId, ...offer } = e.details.offer ?? {};
      return { screen: 'purchase', message: e.message, ...offer, checkoutHref: offerId ? offerCheckoutPath(offerId) : '/courses' };
    });
    return { locked };
  }
}

/** The visitor's time zone from the cookie the browser sets (app/lib/time-zone.ts); UTC until it is known. */
export function requestTimeZone(request: Request): string {
  return safeTimeZone(parse(request.headers.get('cookie') ?? '')[TZ_COOKIE]);
}
