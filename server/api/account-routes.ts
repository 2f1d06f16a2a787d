import { Hono } from 'hono';
import { accountView } from '../auth/account-view';
import type { AppEnv } from '../http/app-env';

export function accountRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    const user = c.get('user');
    if (!user) return c.json({ message: 'Not signed in' }, 401);
    return c.json(accountView(user));
  });
}
