/**
 * Passkeys end to end through the API, with a software authenticator that signs real WebAuthn responses
 * (test/software-authenticator.ts): adding one, signing in with it, and each way a ceremony must fail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../test/outbox';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { createTestApp, GOOD_PASSWORD, type TestApp, type TestClient } from '../../test/test-app';
import { DEFAULT_AUTH_LIMITS } from '../auth/limits';
import { passkeys, users, webauthnChallenges } from '../db/schema';
import { PASSWORD_NEEDED_TO_REMOVE } from './remove-passkey';
import { PASSKEY_NOT_REGISTERED, PASSKEY_NOT_VERIFIED, PASSKEY_SIGN_IN_EXPIRED } from './sign-in-with-passkey';
import { PASSWORD_NEEDED_TO_ADD } from './start-passkey-registration';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = t.services.config.passkeys!.origin;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** Signs up and adds a passkey from this client; returns the account, its authenticator and the API's answer. */
async function accountWithPasskey(app: TestApp = t, authenticator = new SoftwareAuthenticator({ origin })) {
  const owner = app.client();
  const account = await owner.signUp();
  const options = await owner.post('/api/account/passkeys/options', {});
  expect(options.status, options.text).toBe(200);
  const added = await owner.post(
    '/api/account/passkeys',
    { response: authenticator.register(options.body) },
    { headers: { 'user-agent': CHROME_ON_MAC } },
  );
  expect(added.status, added.text).toBe(201);
  return { owner, account, authenticator, passkey: added.body.passkey as { id: string; name: string } };
}

/** Asks for sign-in options from a fresh (signed-out) browser; the client keeps the pre-sign-in cookie. */
async function signInOptions(app: TestApp = t, client: TestClient = app.client()) {
  const res = await client.post('/api/auth/passkey/options', {});
  expect(res.status, res.text).toBe(200);
  return { client, options: res.body, res };
}

describe('adding a passkey', () => {
  it('registers a discoverable passkey named from the device, lists it, and emails a notice', async () => {
    const { owner, account, passkey } = await accountWithPasskey();
    expect(passkey.name).toBe('Chrome on Mac');
    const list = await owner.get('/api/account/passkeys');
    expect(list.status).toBe(200);
    expect(list.body.passkeys).toEqual([
      { id: passkey.id, name: 'Chrome on Mac', createdAt: expect.any(String), lastUsedAt: null, synced: false },
    ]);
    // Nothing secret leaves the server: no key, no credential id.
    expect(list.text).not.toMatch(/publicKey|credentialId/);
    const mails = await t.mail.to(account.email);
    const notice = mails.find((m) => m.subject.includes('passkey'));
    expect(notice?.subject).toMatch(/A new passkey was added/);
    expect(notice?.text).toContain('"Chrome on Mac"');
    expect(linkIn(notice!, '/account').hash).toBe('#passkeys');
  });

  it('asks for a discoverable credential with user verification, excluding the passkeys already added', async () => {
    const { owner } = await accountWithPasskey();
    const res = await owner.post('/api/account/passkeys/options', {});
    expect(res.body.rp.id).toBe(t.services.config.passkeys!.rpId);
    expect(res.body.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(res.body.excludeCredentials).toHaveLength(1);
    expect(res.body.user.name).toMatch(/@example\.com$/);
  });

  it('names a provider from its AAGUID, and numbers a second passkey of the same name', async () => {
    const google = new SoftwareAuthenticator({ origin, aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', synced: true });
    const { owner, passkey } = await accountWithPasskey(t, google);
    expect(passkey.name).toBe('Google Password Manager');
    const again = await owner.post('/api/account/passkeys/options', {});
    const second = await owner.post('/api/account/passkeys', { response: google.register(again.body) });
    expect(second.status).toBe(201);
    expect(second.body.passkey).toMatchObject({ name: 'Google Password Manager (2)', synced: true });
  });

  it('refuses a replayed, expired, foreign-origin, unverified or other-session answer', async () => {
    const owner = t.client();
    await owner.signUp();
    const authenticator = new SoftwareAuthenticator({ origin });
    const add = (client: TestClient, response: unknown) => client.post('/api/account/passkeys', { response });

    const first = (await owner.post('/api/account/passkeys/options', {})).body;
    const response = authenticator.register(first);
    expect((await add(owner, response)).status).toBe(201);
    const replay = await add(owner, response);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/expired or was already used/);

    const expiring = (await owner.post('/api/account/passkeys/options', {})).body;
    t.clock.advance(5 * MINUTE + 1000);
    try {
      expect((await add(owner, authenticator.register(expiring))).status).toBe(400);
    } finally {
      t.clock.reset();
    }

    const foreign = (await owner.post('/api/account/passkeys/options', {})).body;
    const wrongOrigin = await add(owner, authenticator.register(foreign, { origin: 'https://evil.example' }));
    expect(wrongOrigin.status).toBe(400);
    expect(wrongOrigin.body.message).toMatch(/could not be verified/);

    const unverified = (await owner.post('/api/account/passkeys/options', {})).body;
    expect((await add(owner, authenticator.register(unverified, { withoutUserVerification: true }))).status).toBe(400);

    // The same account signed in elsewhere cannot finish a ceremony this session started.
    const started = (await owner.post('/api/account/passkeys/options', {})).body;
    const other = t.client();
    const email = (await owner.get('/api/auth/me')).body.user.email;
    expect((await other.post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await add(other, authenticator.register(started))).status).toBe(400);

    expect((await owner.get('/api/account/passkeys')).body.passkeys).toHaveLength(1);
  });

  it("refuses a credential another account registered (409), and the other account's passkey ids are 404", async () => {
    const a = await accountWithPasskey();
    const b = t.client();
    await b.signUp();
    const options = (await b.post('/api/account/passkeys/options', {})).body;
    // The first account's credential (same id and key), offered again for this account.
    const clash = await b.post('/api/account/passkeys', {
      response: a.authenticator.register(options, { reuse: a.authenticator.credentials[0] }),
    });
    expect(clash.status).toBe(409);

    expect((await b.request(`/api/account/passkeys/${a.passkey.id}`, { method: 'PATCH', json: { name: 'Mine now' } })).status).toBe(404);
    expect((await b.request(`/api/account/passkeys/${a.passkey.id}`, { method: 'DELETE', json: { password: GOOD_PASSWORD } })).status).toBe(
      404,
    );
    const [kept] = await t.db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.id, a.passkey.id));
    expect(kept?.name).toBe('Chrome on Mac');
  });
});

describe('signing in with a passkey', () => {
  it('starts a session like a password sign-in: new cookie, previous session ended, safe redirect, notice', async () => {
    const { account, authenticator, owner, passkey } = await accountWithPasskey();
    const { client, res } = await signInOptions();
    const preSignIn = res.setCookies.find((c) => c.name === 'passkey')!;
    expect(preSignIn.attributes.get('httponly')).toBe(true);
    expect(preSignIn.attributes.get('max-age')).toBe('300');
    expect(res.body).toMatchObject({ rpId: t.services.config.passkeys!.rpId, userVerification: 'required' });

    // A stale session this browser held is replaced (rotation).
    const stale = t.client();
    await stale.signUp();
    const staleToken = stale.cookies.get('sid')!;
    client.cookies.set('sid', staleToken);

    const verified = await client.post('/api/auth/passkey/verify', {
      response: authenticator.authenticate(res.body),
      redirectTo: '//evil.example/x',
    });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).toEqual({ user: expect.objectContaining({ email: account.email }), redirectTo: '/' });
    const session = verified.setCookies.find((c) => c.name === 'sid')!;
    expect(session.value).not.toBe(staleToken);
    expect(session.attributes.get('httponly')).toBe(true);
    expect(Number(session.attributes.get('max-age'))).toBeGreaterThan(29 * 24 * 3600);
    expect(verified.setCookies.find((c) => c.name === 'passkey')?.attributes.get('max-age')).toBe('0');
    expect(verified.setCookies.some((c) => c.name === 'flash')).toBe(true);
    expect((await client.get('/api/auth/me')).body.user.email).toBe(account.email);
    expect((await t.client().get('/api/auth/me', { headers: { cookie: `sid=${staleToken}` } })).status).toBe(401);

    const listed = (await owner.get('/api/account/passkeys')).body.passkeys;
    expect(listed.find((p: { id: string }) => p.id === passkey.id).lastUsedAt).toEqual(expect.any(String));

    const again = await signInOptions();
    const path = await again.client.post('/api/auth/passkey/verify', {
      response: authenticator.authenticate(again.options),
      redirectTo: '/course/free',
    });
    expect(path.body.redirectTo).toBe('/course/free');
  });

  it('refuses a replayed answer: the challenge is single use', async () => {
    const { authenticator } = await accountWithPasskey();
    const { client, options } = await signInOptions();
    const response = authenticator.authenticate(options);
    expect((await client.post('/api/auth/passkey/verify', { response })).status).toBe(200);
    const replay = await client.post('/api/auth/passkey/verify', { response });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(PASSKEY_SIGN_IN_EXPIRED);
    expect(replay.setCookies.some((c) => c.name === 'sid' && c.value)).toBe(false);
  });

  it('refuses an answer after five minutes, or from a browser that was not given the challenge', async () => {
    const { authenticator } = await accountWithPasskey();
    const { client, options } = await signInOptions();
    t.clock.advance(5 * MINUTE + 1000);
    try {
      const late = await client.post('/api/auth/passkey/verify', { response: authenticator.authenticate(options) });
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(PASSKEY_SIGN_IN_EXPIRED);
    } finally {
      t.clock.reset();
    }
    const { options: stolen } = await signInOptions();
    const elsewhere = t.client();
    await elsewhere.post('/api/auth/passkey/options', {});
    expect((await elsewhere.post('/api/auth/passkey/verify', { response: authenticator.authenticate(stolen) })).status).toBe(400);
    expect((await t.client().post('/api/auth/passkey/verify', { response: authenticator.authenticate(stolen) })).status).toBe(400);
  });

  it('refuses a wrong origin, a missing user verification, and a signature by another key', async () => {
    const a = await accountWithPasskey();
    const b = await accountWithPasskey();
    const attempts = [
      (o: never) => a.authenticator.authenticate(o, { origin: 'https://evil.example' }),
      (o: never) => a.authenticator.authenticate(o, { origin: 'http://localhost:1' }),
      (o: never) => a.authenticator.authenticate(o, { withoutUserVerification: true }),
      // Claims the other account's credential but signs with this one's key.
      (o: never) => {
        const signed = a.authenticator.authenticate(o);
        const otherId = b.authenticator.credentials[0]!.id.toString('base64url');
        return {
          ...signed,
          id: otherId,
          rawId: otherId,
          response: { ...signed.response, userHandle: b.authenticator.credentials[0]!.userHandle },
        };
      },
      // The other account's credential, with this account's user handle.
      (o: never) => {
        const signed = b.authenticator.authenticate(o);
        return { ...signed, response: { ...signed.response, userHandle: a.authenticator.credentials[0]!.userHandle } };
      },
    ];
    for (const make of attempts) {
      const { client, options } = await signInOptions();
      const res = await client.post('/api/auth/passkey/verify', { response: make(options as never) });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(PASSKEY_NOT_VERIFIED);
      expect((await client.get('/api/auth/me')).status).toBe(401);
    }
  });

  it('refuses a removed passkey', async () => {
    const { owner, authenticator, passkey } = await accountWithPasskey();
    expect((await owner.request(`/api/account/passkeys/${passkey.id}`, { method: 'DELETE' })).status).toBe(200);
    const { client, options } = await signInOptions();
    const res = await client.post('/api/auth/passkey/verify', { response: authenticator.authenticate(options) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PASSKEY_NOT_REGISTERED);
  });

  it('follows the signature counter: a counter that goes back (a cloned authenticator) is refused', async () => {
    const counting = new SoftwareAuthenticator({ origin, counterStep: 1 });
    const { authenticator } = await accountWithPasskey(t, counting);
    const signIn = async (counter: number) => {
      const { client, options } = await signInOptions();
      return client.post('/api/auth/passkey/verify', { response: authenticator.authenticate(options, { counter }) });
    };
    expect((await signIn(5)).status).toBe(200);
    expect((await signIn(7)).status).toBe(200);
    expect((await signIn(6)).status).toBe(400);
    expect((await signIn(7)).status).toBe(400);
    const [row] = await t.db
      .select({ counter: passkeys.counter })
      .from(passkeys)
      .where(eq(passkeys.credentialId, authenticator.credentials[0]!.id.toString('base64url')));
    expect(row?.counter).toBe(7);
  });

  it('counts failures under the sign-in limits, like wrong passwords', async () => {
    const strict = t.variant({
      authLimits: { ...DEFAULT_AUTH_LIMITS, loginPerIp: { ...DEFAULT_AUTH_LIMITS.loginPerIp, limit: 3, free: 3 } },
    });
    const { authenticator } = await accountWithPasskey(strict);
    const client = strict.client();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const options = (await client.post('/api/auth/passkey/options', {})).body;
      const res = await client.post('/api/auth/passkey/verify', {
        response: authenticator.authenticate(options, { origin: 'https://evil.example' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const options = (await client.post('/api/auth/passkey/options', {})).body;
    const refused = await client.post('/api/auth/passkey/verify', { response: authenticator.authenticate(options) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('managing passkeys', () => {
  it('renames one; the name is checked and the answer names the field', async () => {
    const { owner, passkey } = await accountWithPasskey();
    const renamed = await owner.request(`/api/account/passkeys/${passkey.id}`, { method: 'PATCH', json: { name: '  Work laptop ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.passkey.name).toBe('Work laptop');
    for (const name of ['', 'x'.repeat(61), 'a\u0000b', 42]) {
      const bad = await owner.request(`/api/account/passkeys/${passkey.id}`, { method: 'PATCH', json: { name } });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('name');
    }
    const badId = await owner.request('/api/account/passkeys/not-a-uuid', { method: 'PATCH', json: { name: 'x' } });
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('id');
  });

  it('removes one without the password right after signing in, and asks for it 10 minutes later', async () => {
    const { owner } = await accountWithPasskey();
    const authenticator = new SoftwareAuthenticator({ origin });
    const second = (
      await owner.post('/api/account/passkeys', {
        response: authenticator.register((await owner.post('/api/account/passkeys/options', {})).body),
      })
    ).body.passkey;
    t.clock.advance(11 * MINUTE);
    try {
      const remove = (json?: unknown) =>
        owner.request(`/api/account/passkeys/${second.id}`, { method: 'DELETE', ...(json ? { json } : {}) });
      const asked = await remove();
      expect(asked.status).toBe(400);
      expect(asked.body).toEqual({ message: PASSWORD_NEEDED_TO_REMOVE, field: 'password' });
      const wrong = await remove({ password: 'Wrong-Password-1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.field).toBe('password');
      expect((await remove({ password: GOOD_PASSWORD })).status).toBe(200);
      expect((await remove({ password: GOOD_PASSWORD })).status).toBe(404);
    } finally {
      t.clock.reset();
    }
    expect((await owner.get('/api/account/passkeys')).body.passkeys).toHaveLength(1);
  });

  it('the account API needs a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/account/passkeys')).status).toBe(401);
    expect((await anonymous.post('/api/account/passkeys/options', {})).status).toBe(401);
  });

  it('deleting the account deletes its passkeys and their challenges', async () => {
    const { owner, account } = await accountWithPasskey();
    await owner.post('/api/account/passkeys/options', {});
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    expect((await owner.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } })).status).toBe(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user!.id))).toEqual([]);
    expect(await t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, user!.id))).toEqual([]);
  });

  it('adding one takes a sign-in within the last 10 minutes or the password (issue 26 §3)', async () => {
    const owner = t.client();
    await owner.signUp();
    t.clock.advance(11 * MINUTE);
    try {
      const asked = await owner.post('/api/account/passkeys/options', {});
      expect(asked.status).toBe(400);
      expect(asked.body).toEqual({ message: PASSWORD_NEEDED_TO_ADD, field: 'password' });
      const wrong = await owner.post('/api/account/passkeys/options', { password: 'Wrong-Password-1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.field).toBe('password');
      const options = await owner.post('/api/account/passkeys/options', { password: GOOD_PASSWORD });
      expect(options.status, options.text).toBe(200);
      const added = await owner.post('/api/account/passkeys', { response: new SoftwareAuthenticator({ origin }).register(options.body) });
      expect(added.status, added.text).toBe(201);
    } finally {
      t.clock.reset();
    }
  });

  it('resetting the password by email removes the passkeys added since the last password sign-in, and the email names them all', async () => {
    const { account, authenticator: ownDevice, passkey: own } = await accountWithPasskey();
    // The owner signs in with the password later on: the passkey added before is theirs.
    t.clock.advance(MINUTE);
    const thief = t.client();
    try {
      expect((await thief.post('/api/auth/login', { email: account.email, password: GOOD_PASSWORD })).status).toBe(200);
      // That session is stolen, and a passkey added with it within the 10 minutes.
      t.clock.advance(MINUTE);
      const thiefDevice = new SoftwareAuthenticator({ origin });
      const stolen = await thief.post('/api/account/passkeys', {
        response: thiefDevice.register((await thief.post('/api/account/passkeys/options', {})).body),
      });
      expect(stolen.status, stolen.text).toBe(201);
      t.clock.advance(MINUTE);

      await t.client().post('/api/auth/forgot-password', { email: account.email });
      const link = (await t.mail.to(account.email)).find((m) => m.subject.includes('Reset'))!;
      const token = linkIn(link, '/reset-password').searchParams.get('token')!;
      const reset = t.client();
      expect((await reset.post('/api/auth/reset-password', { token, password: 'Copper-Lantern-77' })).status).toBe(200);
      const changed = (await t.mail.to(account.email)).find((m) => m.subject.includes('password was changed'))!;
      expect(changed.text).toContain(`were removed: "${stolen.body.passkey.name}"`);
      expect(changed.text).toContain(`still sign in to your account: "${own.name}"`);
      expect((await reset.get('/api/account/passkeys')).body.passkeys.map((p: { id: string }) => p.id)).toEqual([own.id]);

      const thiefTry = await signInOptions();
      expect(
        (await thiefTry.client.post('/api/auth/passkey/verify', { response: thiefDevice.authenticate(thiefTry.options) })).status,
      ).toBe(400);
      const ownerTry = await signInOptions();
      expect((await ownerTry.client.post('/api/auth/passkey/verify', { response: ownDevice.authenticate(ownerTry.options) })).status).toBe(
        200,
      );
    } finally {
      t.clock.reset();
    }
  });
});

describe('configuration', () => {
  it('takes the relying party from PUBLIC_URL, and turns passkeys off for an IP address', async () => {
    const named = t.variant({
      env: {
        PUBLIC_URL: 'https://academy.example',
        PAYMENTS_MODE: 'local',
        SELLER_NAME: 'Academy Ltd',
        SELLER_ADDRESS: '1 High St, London',
        SELLER_EMAIL: 'hello@academy.example',
      },
    });
    expect(named.services.config.passkeys).toEqual({ rpId: 'academy.example', origin: 'https://academy.example' });
    const ip = t.variant({ env: { PUBLIC_URL: 'http://127.0.0.1:3000', PAYMENTS_MODE: 'local' } });
    expect(ip.services.config.passkeys).toBeUndefined();
    const res = await ip.client({ baseUrl: 'http://127.0.0.1:3000' }).post('/api/auth/passkey/options', {});
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not available/);
  });

  it('a body that is not the expected shape is a 400 naming the field', async () => {
    const { client } = await signInOptions();
    const res = await client.post('/api/auth/passkey/verify', { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('response.response.clientDataJSON');
  });
});
