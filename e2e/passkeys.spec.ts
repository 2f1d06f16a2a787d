import { join } from 'node:path';
import { emailsTo } from '../test/outbox';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { newUser, signOut, signUp } from './support';
import type { CDPSession, Page } from '@playwright/test';

// Passkeys in Chromium, with the DevTools protocol's virtual authenticator standing in for the device's
// (docs/decisions/015-passkeys.md). WebAuthn refuses an IP address as the relying party, and the test
// server has no PUBLIC_URL, so its passkeys belong to http://localhost:PORT (server/config.ts): these
// tests use that address, not the 127.0.0.1 of playwright.config.ts.
const SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`;
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

test.use({ baseURL: SITE });

/** A platform authenticator (like Touch ID or Windows Hello) that holds discoverable passkeys and verifies its user. */
async function virtualAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** Whether the "person" answers the device's prompt on their own (off: prompts wait). */
    presence: (enabled: boolean) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * Records each WebAuthn sign-in request the page makes (`conditional` for the email field's autofill, `optional`
 * for the button), and holds back the browser's "autofill is available" answer until `releaseAutofill()`, as a slow
 * device would.
 */
async function watchPasskeyRequests(page: Page, { holdAutofill = false } = {}) {
  await page.addInitScript((hold) => {
    const w = window as unknown as { passkeyRequests: string[]; releaseAutofill: () => void };
    w.passkeyRequests = [];
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) => {
      w.passkeyRequests.push(options?.mediation ?? 'optional');
      return get(options);
    };
    const available = PublicKeyCredential.isConditionalMediationAvailable.bind(PublicKeyCredential);
    const released = new Promise<void>((resolve) => (w.releaseAutofill = resolve));
    PublicKeyCredential.isConditionalMediationAvailable = async () => {
      if (hold) await released;
      return available();
    };
  }, holdAutofill);
  return {
    requests: () => page.evaluate(() => (window as unknown as { passkeyRequests: string[] }).passkeyRequests),
    releaseAutofill: () => page.evaluate(() => (window as unknown as { releaseAutofill: () => void }).releaseAutofill()),
  };
}

async function addPasskeyOnAccountPage(page: Page) {
  await page.goto('/account#passkeys');
  await waitForHydration(page);
  const section = page.locator('#passkeys');
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  // Named from the browser and system (Playwright's desktop profile says Chrome on Windows).
  await expect(section.getByRole('status')).toContainText(/Passkey added: Chrome on \w+/);
  return section;
}

test('sign up, add a passkey, sign out, sign in with it from the button, remove it', async ({ page }) => {
  // The whole journey in one test: several page loads and two password hashes on a shared machine.
  test.setTimeout(90_000);
  const device = await virtualAuthenticator(page);
  const user = newUser();
  await signUp(page, user, '/signup?redirectTo=%2Fdashboard');
  // Hashing the password takes a while on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  // The dashboard offers a passkey; it is not required.
  const offer = page.getByRole('region', { name: 'Sign in faster with a passkey' });
  await expect(offer).toBeVisible();
  await offer.getByRole('link', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL(/\/account#passkeys$/);

  const section = await addPasskeyOnAccountPage(page);
  const row = section.getByRole('listitem').filter({ hasText: 'Chrome on' });
  await expect(row).toContainText('Not used yet');
  expect(await device.credentials()).toHaveLength(1);
  await expect
    .poll(() => emailsTo(OUTBOX, user.email.toLowerCase()).map((m) => m.subject))
    .toContain('A new passkey was added to your AI Income Academy account');

  // Renamed from the list.
  await row.getByRole('button', { name: /^Rename Chrome on/ }).click();
  await section.getByLabel('Passkey name').fill('My laptop');
  await section.getByRole('button', { name: 'Save name' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'My laptop' })).toBeVisible();

  await signOut(page, user.username);
  // Signing out finishes with the home page's requests; a navigation now would cut them short.
  await page.waitForLoadState('networkidle');

  // The prompt waits while the page loads, so the autofill request cannot finish first; the button then replaces it.
  await device.presence(false);
  const watch = await watchPasskeyRequests(page);
  await page.goto('/login?redirectTo=/dashboard');
  await waitForHydration(page);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await expect.poll(watch.requests).toEqual(['conditional']);
  await device.presence(true);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${user.username}.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign in faster with a passkey' })).toHaveCount(0);

  await page.goto('/account#passkeys');
  await waitForHydration(page);
  const used = section.getByRole('listitem').filter({ hasText: 'My laptop' });
  await expect(used).toContainText('Last used');
  // Just signed in: removing needs no password.
  await used.getByRole('button', { name: 'Remove My laptop' }).click();
  await section.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByRole('status')).toContainText('Passkey removed: My laptop.');
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // A removed passkey no longer signs in, even though the device still holds it.
  await signOut(page, user.username);
  await page.waitForLoadState('networkidle');
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('not registered here');
  await expect(page).toHaveURL(/\/login/);
});

test('the email field offers the passkey (autofill), which signs in without typing', async ({ page, learner }) => {
  await virtualAuthenticator(page);
  await addPasskeyOnAccountPage(page);
  await page.context().clearCookies();

  // With the device answering by itself, the autofill request (conditional mediation) completes as soon as the login page starts it.
  await page.goto('/login?redirectTo=/account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${learner.username}.`, { exact: true })).toBeVisible();
});

test('a press of the button before the autofill is ready is not cancelled by it', async ({ page }) => {
  // On a slow device the autofill request can start after the visitor pressed the button; the browser allows one
  // request at a time, so starting it then would cancel the one they asked for.
  const device = await virtualAuthenticator(page);
  const watch = await watchPasskeyRequests(page, { holdAutofill: true });
  await device.presence(false);
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('button', { name: 'Waiting for your passkey...' })).toBeDisabled();
  await expect.poll(watch.requests).toEqual(['optional']);
  await watch.releaseAutofill();
  // Give the autofill's code its moment to (wrongly) start; it has already loaded for the button.
  await page.waitForTimeout(500);
  expect(await watch.requests()).toEqual(['optional']);
  await expect(page.getByRole('button', { name: 'Waiting for your passkey...' })).toBeDisabled();
});
