import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '../../common/auth-schemas';
import { keepFirstTouch } from '../analytics/first-touch';
import { publicUser, type AuthSuccess } from '../auth/auth-result';
import { resendVerification } from '../auth/email-verification';
import { logIn } from '../auth/log-in';
import { requestPasswordReset } from '../auth/request-password-reset';
import { resetPassword } from '../auth/reset-password';
import { deleteSession } from '../auth/sessions';
import { signUp } from '../auth/sign-up';
import { parseJsonBody } from '../http/errors';
import { clearSessionCookie, serializeSessionCookie } from '../http/session-cookie';
import { keepReferral } from '../referrals/attach-referral';
import { parseReferralMarker, referralCookieName } from '../referrals/referral-marker';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

export function authRoutes(services: Services) {
  const { db, config, authLimits } = services;

  const signedIn = (c: Context<AppEnv>, result: AuthSuccess, successStatus: 200 | 201) => {
    c.header('Set-Cookie', serializeSessionCookie(config, result.token, result.expiresAt, services.now()), { append: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ user: publicUser(result.user) }, successStatus);
  };

  /** Who is asking, for the limits and the session rotation. */
  const requestContext = (c: Context<AppEnv>) => ({
    db,
    limits: authLimits,
    ip: c.get('clientIp'),
    previousToken: c.get('sessionToken'),
    now: services.now(),
  });

  return (
    new Hono<AppEnv>()
      .get('/me', (c) => {
        c.header('Cache-Control', 'no-store');
        const user = c.get('user');
        if (!user) return c.json({ message: 'Not signed in' }, 401);
        // What the learner's entitlements give them (issue 43), as the session read them: no query of its own.
        return c.json({ user: { ...publicUser(user), emailVerified: user.emailVerified, access: user.access } });
      })
      .post('/signup', async (c) => {
        const fields = await parseJsonBody(c, signupSchema);
        const result = await signUp({ ...requestContext(c), mailer: services.mailer, ...fields });
        await keepFirstTouch({
          db,
          analytics: services.analytics,
          userId: result.user.id,
          clientIp: c.get('clientIp'),
          userAgent: c.req.header('user-agent') ?? '',
          now: services.now(),
          log: c.get('log'),
        });
        await keepReferral({
          db,
          userId: result.user.id,
          marker: parseReferralMarker(services.cookieSigningKey, getCookie(c, referralCookieName(services.config))),
          via: 'sign_up',
          now: services.now(),
          log: c.get('log'),
        });
        return signedIn(c, result, 201);
      })
      .post('/login', async (c) => {
        const fields = await parseJsonBody(c, loginSchema);
        return signedIn(c, await logIn({ ...requestContext(c), ...fields }), 200);
      })
      // Always the same answer for a well-formed address, whether or not it has an account.
      .post('/forgot-password', async (c) => {
        const { email } = await parseJsonBody(c, forgotPasswordSchema);
        const { message } = await requestPasswordReset({
          db,
          mailer: services.mailer,
          limits: services.passwordResetLimits,
          ip: c.get('clientIp'),
          now: services.now(),
          email,
        });
        return c.json({ message });
      })
      .post('/reset-password', async (c) => {
        const { token, password } = await parseJsonBody(c, resetPasswordSchema);
        const result = await resetPassword({
          db,
          mailer: services.mailer,
          now: services.now(),
          previousToken: c.get('sessionToken'),
          token,
          password,
        });
        return signedIn(c, result, 200);
      })
      // The "Resend link" of the unverified-address notice; no body.
      .post('/resend-verification', async (c) => {
        c.header('Cache-Control', 'no-store');
        const user = c.get('user');
        if (!user) return c.json({ message: 'Not signed in' }, 401);
        await resendVerification({ db, mailer: services.mailer, user, now: services.now() });
        return c.json({ message: `We sent a new link to ${user.email}.` });
      })
      .post('/logout', async (c) => {
        const token = c.get('sessionToken');
        if (token) await deleteSession({ db, token });
        c.header('Set-Cookie', clearSessionCookie(config), { append: true });
        return c.json({ message: 'Signed out' });
      })
  );
}
