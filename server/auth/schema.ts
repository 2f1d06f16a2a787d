import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    // Stored trimmed and lower-cased; the unique index on lower() guards against any writer that forgets.
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** May open the owner's area (/admin); set only by `npm run owner` on the server's machine (decision 014). */
    isOwner: boolean().notNull().default(false),
    /** The last request with any of their sessions (to the hour, as sessions.last_seen_at); kept after sign-out. */
    lastSeenAt: timestamp({ withTimezone: true }),
    /** The name printed on their certificates (issue 14); null: their username. Read when a certificate is viewed. */
    certificateName: text(),
    /**
     * When the password (or a reset link) was last proven by a sign-in: sign-up, password sign-in, reset.
     * A reset removes the passkeys added after it (issue 26 §3). Existing accounts got the migration's time.
     */
    passwordSignedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When they opened the link emailed to their address (issue 26 item 15); null: not yet, so only the emails
     * their own actions cause reach it (server/auth/may-receive-optional-email.ts). Accounts older than the
     * column count as verified (backfilled by migration).
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /**
     * When they ticked "Send me tips and offers in my inbox" at sign-up (issue 30); null: not given. Marketing
     * sequences reach an account only with it or the newsletter's own consent (server/sequences/).
     */
    marketingConsentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 (hex) of the cookie token: a leaked table does not yield usable cookies.
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const rateLimits = pgTable('rate_limits', {
  // "<bucket>:<subject>", e.g. "login-ip:203.0.113.9"
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/** Password reset links: single use, one hour, the token stored as its SHA-256 like session tokens. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Links proving an account owns its address: stored, like reset tokens, as the SHA-256 of the token; single use. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link for an address the account no longer has does not verify it. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);
