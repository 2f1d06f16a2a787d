/** Passkey rules and shapes shared by the server and the pages, without zod (kept out of the pages' bundles). */

export const PASSKEY_NAME_MAX = 60;

/** What the API and the account page show of a passkey. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced between the owner's devices (a password manager, iCloud Keychain…) rather than kept on one. */
  synced: boolean;
}

/** The cookie that remembers "Not now" on the dashboard's passkey offer (a year; nothing else is kept). */
export const PASSKEY_OFFER_COOKIE = 'passkey-offer';
