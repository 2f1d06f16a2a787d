import { data, redirect, type AppLoadContext } from 'react-router';
import { loginPath } from '../../common/routes';
import { safeRedirect } from '../../common/safe-redirect';

type User = NonNullable<AppLoadContext['user']>;

/**
 * The signed-in visitor and their session, or a redirect to a sign-in page that comes back to `returnTo`
 * (`loginPath` by default; the checkout sends a newcomer to sign-up instead, issue 18 §14).
 */
export function requireUser(
  context: AppLoadContext,
  returnTo: string,
  signInAt: (returnTo: string) => string = loginPath,
): { user: User; sessionToken: string } {
  const { user, sessionToken } = context;
  if (!user || !sessionToken) throw redirect(signInAt(returnTo));
  return { user, sessionToken };
}

/** Sends a visitor who is already signed in away from the sign-in and sign-up pages, to where they were going. */
export function requireAnonymous(context: AppLoadContext, request: Request): void {
  if (context.user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
}

/**
 * The owner's area (issue 13): an owner and their session, or the ordinary 404 page for everyone else,
 * signed in or not, so the area's existence is not disclosed. Every /admin loader and action calls it
 * (a `.data` request runs one route's loader alone, so the layout's check is not enough).
 */
export function requireOwner(context: AppLoadContext): { user: User; sessionToken: string } {
  const { user, sessionToken } = context;
  // The same thrown 404 the root error boundary renders for any page that is not there (app/root.tsx).
  if (!user?.isOwner || !sessionToken) throw data(null, { status: 404 });
  return { user, sessionToken };
}
