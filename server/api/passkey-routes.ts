import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  addPasskeyBodySchema,
  addPasskeyOptionsBodySchema,
  passkeyIdParamsSchema,
  passkeyOptionsBodySchema,
  passkeySignInBodySchema,
  removePasskeyBodySchema,
  renamePasskeyBodySchema,
} from '../../common/passkey-schemas';
import { safeRedirect } from '../../common/safe-redirect';
import { publicUser } from '../auth/auth-result';
import { sessionIdFromToken } from '../auth/sessions';
import { HttpError, parseJsonBody, parseParams } from '../http/errors';
import { serializeFlash } from '../http/flash';
import { clearPasskeyCookie, passkeyCookieName, serializePasskeyCookie } from '../http/passkey-cookie';
import { serializeSessionCookie } from '../http/session-cookie';
import { addPasskey } from '../passkeys/add-passkey';
import { listPasskeys } from '../passkeys/list-passkeys';
import { passkeyOptionsPerIp } from '../passkeys/passkey-limits';
import { relyingParty } from '../passkeys/relying-party';
import { removePasskey } from '../passkeys/remove-passkey';
import { renamePasskey } from '../passkeys/rename-passkey';
import { signInWithPasskey } from '../passkeys/sign-in-with-passkey';
import { startPasskeyRegistration } from '../passkeys/start-passkey-registration';
import { startPasskeySignIn } from '../passkeys/start-passkey-sign-in';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** Signing in with a passkey: POST /api/auth/passkey/options, then /verify (docs/decisions/015-passkeys.md). */
export function passkeySignInRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .post('/options', async (c) => {
      await parseJsonBody(c, passkeyOptionsBodySchema);
      const started = await startPasskeySignIn({
        db,
        relyingParty: relyingParty(config),
        limit: passkeyOptionsPerIp(config.authRateLimitFactor),
        ip: c.get('clientIp'),
        now: services.now(),
        preSignInToken: getCookie(c, passkeyCookieName(config)),
      });
      const maxAge = Math.round((started.expiresAt.getTime() - services.now().getTime()) / 1000);
      c.header('Set-Cookie', serializePasskeyCookie(config, started.preSignInToken, maxAge), { append: true });
      return c.json(started.options);
    })
    .post('/verify', async (c) => {
      const body = await parseJsonBody(c, passkeySignInBodySchema);
      const result = await signInWithPasskey({
        db,
        relyingParty: relyingParty(config),
        limits: services.authLimits,
        ip: c.get('clientIp'),
        now: services.now(),
        preSignInToken: getCookie(c, passkeyCookieName(config)),
        previousSessionToken: c.get('sessionToken'),
        response: body.response,
      });
      c.header('Set-Cookie', serializeSessionCookie(config, result.token, result.expiresAt, services.now()), { append: true });
      c.header('Set-Cookie', clearPasskeyCookie(config), { append: true });
      // The same notice as the sign-in form's, shown by the page the browser goes to next.
      c.header(
        'Set-Cookie',
        serializeFlash(services, { title: 'Welcome back!', description: `Signed in as ${result.user.username}.`, variant: 'success' }),
        { append: true },
      );
      return c.json({ user: publicUser(result.user), redirectTo: safeRedirect(body.redirectTo) });
    });
}

function signedIn(c: Context<AppEnv>) {
  const user = c.get('user');
  const token = c.get('sessionToken');
  if (!user || !token) throw new HttpError(401, 'Not signed in');
  return { user, sessionId: sessionIdFromToken(token) };
}

/** The account's passkeys: list, add (options, then the browser's answer), rename, remove. */
export function accountPasskeyRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .get('/', async (c) => {
      const { user } = signedIn(c);
      return c.json({ passkeys: await listPasskeys({ db, userId: user.id }) });
    })
    .post('/options', async (c) => {
      const { user, sessionId } = signedIn(c);
      const { password } = await parseJsonBody(c, addPasskeyOptionsBodySchema);
      const options = await startPasskeyRegistration({
        db,
        relyingParty: relyingParty(config),
        limits: services.authLimits,
        ip: c.get('clientIp'),
        now: services.now(),
        user,
        sessionId,
        password,
      });
      return c.json(options);
    })
    .post('/', async (c) => {
      const { user, sessionId } = signedIn(c);
      const body = await parseJsonBody(c, addPasskeyBodySchema);
      const passkey = await addPasskey({
        db,
        mailer: services.mailer,
        relyingParty: relyingParty(config),
        now: services.now(),
        user,
        sessionId,
        response: body.response,
        userAgent: c.req.header('user-agent'),
      });
      return c.json({ passkey }, 201);
    })
    .patch('/:id', async (c) => {
      const { user } = signedIn(c);
      const { id } = parseParams(passkeyIdParamsSchema, c.req.param());
      const { name } = await parseJsonBody(c, renamePasskeyBodySchema);
      return c.json({ passkey: await renamePasskey({ db, userId: user.id, passkeyId: id, name }) });
    })
    .delete('/:id', async (c) => {
      const { user, sessionId } = signedIn(c);
      const { id } = parseParams(passkeyIdParamsSchema, c.req.param());
      // The body is optional: a recent sign-in needs no password.
      const hasBody = Boolean(c.req.header('content-type')) || Number(c.req.header('content-length') ?? 0) > 0;
      const body = hasBody ? await parseJsonBody(c, removePasskeyBodySchema) : {};
      await removePasskey({
        db,
        limits: services.authLimits,
        ip: c.get('clientIp'),
        now: services.now(),
        user,
        sessionId,
        passkeyId: id,
        password: body.password,
      });
      return c.json({ message: 'The passkey has been removed.' });
    });
}
