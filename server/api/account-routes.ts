import { Hono, type Context } from 'hono';
import {
  changePassword,
  changeUsername,
  deleteAccount,
  listPurchases,
  listSessions,
  signOutOtherSessions,
  type SettingsFailure,
} from '../account/account-settings.server';
import { accountView } from '../auth/account-view.server';
import { HttpError, readJson } from '../http/errors';
import { clearSessionCookie } from '../http/session-cookie.server';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

function requireUser(c: Context<AppEnv>) {
  const user = c.get('user');
  const token = c.get('sessionToken');
  if (!user || !token) throw new HttpError(401, 'Not signed in');
  return { user, token };
}

export function accountRoutes(services: Services) {
  const { db, config } = services;
  const deps = (c: Context<AppEnv>) => ({
    db,
    mailer: services.mailer,
    limits: services.authLimits,
    ip: c.get('clientIp'),
    now: services.now(),
  });
  const failure = (c: Context<AppEnv>, result: SettingsFailure) => {
    if (result.retryAfterSeconds) c.header('Retry-After', String(result.retryAfterSeconds));
    return c.json({ message: result.message, ...(result.field ? { field: result.field } : {}) }, result.status);
  };

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return (
    app
      .get('/', (c) => {
        const user = c.get('user');
        if (!user) return c.json({ message: 'Not signed in' }, 401);
        return c.json(accountView(user));
      })
      .patch('/', async (c) => {
        const { user } = requireUser(c);
        const result = await changeUsername(db, user.id, await readJson(c));
        if (!result.ok) return failure(c, result);
        return c.json(accountView({ ...user, username: result.username }));
      })
      .delete('/', async (c) => {
        const { user } = requireUser(c);
        const result = await deleteAccount(deps(c), user, await readJson(c));
        if (!result.ok) return failure(c, result);
        c.header('Set-Cookie', clearSessionCookie(config), { append: true });
        return c.json({ message: 'Your account has been deleted.' });
      })
      .post('/password', async (c) => {
        const { user, token } = requireUser(c);
        const result = await changePassword(deps(c), user, token, await readJson(c));
        if (!result.ok) return failure(c, result);
        return c.json({ message: 'Your password has been changed.', signedOutSessions: result.signedOutSessions });
      })
      .get('/sessions', async (c) => {
        const { user, token } = requireUser(c);
        return c.json({ sessions: await listSessions(db, user.id, token, services.now()) });
      })
      // 'Sign out of all other devices'.
      .delete('/sessions', async (c) => {
        const { user, token } = requireUser(c);
        const signedOut = await signOutOtherSessions(db, user.id, token);
        return c.json({ message: 'Signed out of all other devices.', signedOutSessions: signedOut });
      })
      .get('/purchases', async (c) => {
        const { user } = requireUser(c);
        return c.json({ purchases: await listPurchases(db, user.id) });
      })
  );
}
