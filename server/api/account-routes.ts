import { Hono, type Context } from 'hono';
import { idParamSchema } from '../../common/admin-schemas';
import { changePasswordSchema, changeUsernameSchema, deleteAccountSchema } from '../../common/auth-schemas';
import { selfRefundBodySchema } from '../../common/self-refund-schema';
import { changePassword } from '../account/change-password';
import { changeUsername } from '../account/change-username';
import { deleteAccount } from '../account/delete-account';
import { exportAccountData, exportFileName } from '../account/export-account-data';
import { listPurchases } from '../account/list-purchases';
import { listSessions } from '../account/list-sessions';
import { requestRefund } from '../account/request-refund';
import { signOutOtherSessions } from '../account/sign-out-other-sessions';
import { accountView } from '../auth/account-view';
import { HttpError, parseJsonBody, parseParams } from '../http/errors';
import { clearSessionCookie } from '../http/session-cookie';
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
  /** What a password check needs: the sign-in limits, by the client's address. */
  const limited = (c: Context<AppEnv>) => ({ db, limits: services.authLimits, ip: c.get('clientIp'), now: services.now() });

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
        const { username } = await parseJsonBody(c, changeUsernameSchema);
        const changed = await changeUsername({ db, userId: user.id, username });
        return c.json(accountView({ ...user, username: changed.username }));
      })
      .delete('/', async (c) => {
        const { user } = requireUser(c);
        const { password } = await parseJsonBody(c, deleteAccountSchema);
        await deleteAccount({ ...limited(c), user, password, gateway: services.payments });
        c.header('Set-Cookie', clearSessionCookie(config), { append: true });
        return c.json({ message: 'Your account has been deleted.' });
      })
      .post('/password', async (c) => {
        const { user, token } = requireUser(c);
        const passwords = await parseJsonBody(c, changePasswordSchema);
        const { signedOutSessions } = await changePassword({
          ...limited(c),
          mailer: services.mailer,
          user,
          sessionToken: token,
          ...passwords,
        });
        return c.json({ message: 'Your password has been changed.', signedOutSessions });
      })
      .get('/sessions', async (c) => {
        const { user, token } = requireUser(c);
        return c.json({ sessions: await listSessions({ db, userId: user.id, sessionToken: token, now: services.now() }) });
      })
      // 'Sign out of all other devices'.
      .delete('/sessions', async (c) => {
        const { user, token } = requireUser(c);
        const signedOut = await signOutOtherSessions({ db, userId: user.id, sessionToken: token });
        return c.json({ message: 'Signed out of all other devices.', signedOutSessions: signedOut });
      })
      .get('/purchases', async (c) => {
        const { user } = requireUser(c);
        return c.json({ purchases: await listPurchases({ db, userId: user.id, now: services.now() }) });
      })
      // The 30-day money-back guarantee (issue 19): the same refund as the account page's button.
      .post('/purchases/:id/refund', async (c) => {
        const { user } = requireUser(c);
        const { id } = parseParams(idParamSchema, c.req.param());
        const { reason } = await parseJsonBody(c, selfRefundBodySchema);
        const result = await requestRefund({
          db,
          gateway: services.payments,
          mailer: services.mailer,
          now: services.now(),
          userId: user.id,
          purchaseId: id,
          reason,
        });
        return c.json(result);
      })
      // "Download my data" (issue 19): a JSON file of everything kept about the account.
      .get('/export', async (c) => {
        const { user, token } = requireUser(c);
        const now = services.now();
        const data = await exportAccountData({ db, userId: user.id, sessionToken: token, now });
        c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
        return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, { 'Content-Type': 'application/json; charset=utf-8' });
      })
  );
}
