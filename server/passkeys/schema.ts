import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/**
 * Passkeys (WebAuthn credentials), docs/decisions/015-passkeys.md. The credential id and public key are
 * what the authenticator gave at registration (base64url); the private key never leaves the device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url; one credential belongs to one account. */
    credentialId: text().notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter (0 for most synced passkeys); unsigned 32-bit, hence bigint. */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    deviceType: text({ enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean().notNull(),
    /** The authenticator's model (all zeros when it does not say); names the passkey. */
    aaguid: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * WebAuthn challenges: single use (taken with DELETE … RETURNING), five minutes, bound to whoever asked:
 * the session for adding a passkey, a random pre-sign-in id (an HttpOnly cookie, stored as its SHA-256)
 * for signing in.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** The challenge itself, base64url, as the browser echoes it in clientDataJSON. */
    challenge: text().primaryKey(),
    purpose: text({ enum: ['registration', 'authentication'] }).notNull(),
    /** sessions.id for a registration; SHA-256 of the pre-sign-in cookie for an authentication. */
    owner: text().notNull(),
    /** The account adding a passkey (registration only). */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_owner_idx').on(t.owner), index('webauthn_challenges_expires_at_idx').on(t.expiresAt)],
);
