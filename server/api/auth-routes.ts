import { Hono, type Context } from 'hono';
import { publicUser, type AuthResult } from '../auth/auth-result';
import { logIn } from '../auth/log-in.server';
import { requestPasswordReset, resetPassword } from '../auth/password-reset.server';
import { deleteSession } from '../auth/sessions.server';
import { signUp } from '../auth/sign-up.server';
import { readJson } from '../http/errors';
import { clearSessionCookie, serializeSessionCookie } from '../http/session-cookie.server';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

export function authRoutes(services: Services) {
  const { db, config, authLimits } = services;

  const respond = (c: Context<AppEnv>, result: AuthResult, successStatus: 200 | 201) => {
    if (!result.ok) return failure(c, result);
    c.header('Set-Cookie', serializeSessionCookie(config, result.token, result.expiresAt), { append: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ user: publicUser(result.user) }, successStatus);
  };

  const requestContext = (c: Context<AppEnv>) => ({
    ip: c.get('clientIp'),
    limits: authLimits,
    previousToken: c.get('sessionToken'),
    now: services.now(),
    mailer: services.mailer,
  });

  const failure = (
    c: Context<AppEnv>,
    result: { status: 400 | 401 | 409 | 429; message: string; field?: string; retryAfterSeconds?: number },
  ) => {
    if (result.retryAfterSeconds) c.header('Retry-After', String(result.retryAfterSeconds));
    return c.json({ message: result.message, ...(result.field ? { field: result.field } : {}) }, result.status);
  };

  return (
    new Hono<AppEnv>()
      .get('/me', (c) => {
        c.header('Cache-Control', 'no-store');
        const user = c.get('user');
        if (!user) return c.json({ message: 'Not signed in' }, 401);
        return c.json({ user: publicUser(user) });
      })
      .post('/signup', async (c) => respond(c, await signUp(db, await readJson(c), requestContext(c)), 201))
      .post('/login', async (c) => respond(c, await logIn(db, await readJson(c), requestContext(c)), 200))
      // Always the same answer for a well-formed address, whether or not it has an account.
      .post('/forgot-password', async (c) => {
        const result = await requestPasswordReset(
          { db, mailer: services.mailer, limits: services.passwordResetLimits, now: services.now() },
          await readJson(c),
          c.get('clientIp'),
        );
        if (!result.ok) return failure(c, result);
        return c.json({ message: result.message });
      })
      .post('/reset-password', async (c) => {
        const result = await resetPassword({ db, mailer: services.mailer, now: services.now() }, await readJson(c), {
          previousToken: c.get('sessionToken'),
        });
        return respond(c, result, 200);
      })
      .post('/logout', async (c) => {
        const token = c.get('sessionToken');
        if (token) await deleteSession(db, token);
        c.header('Set-Cookie', clearSessionCookie(config), { append: true });
        return c.json({ message: 'Signed out' });
      })
  );
}
