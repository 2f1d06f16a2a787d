import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTENT_KINDS } from '../../common/content-kinds';
import { SEQUENCE_TRIGGERS } from '../../common/sequence-rules';
import type { BuyerDetails, SellerDetails, TaxEvidence } from '../invoices/invoice-types';

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

export const courses = pgTable('courses', {
  id: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  duration: text().notNull(),
  level: text().notNull(),
  /** Module titles, in order (spec 000 §3: a list of text). */
  modules: jsonb().$type<string[]>().notNull(),
  price: integer().notNull(),
  currency: text().notNull(),
  isPremium: boolean().notNull(),
});

/**
 * A discount code for checkout (issue 14, docs/decisions/019-coupons.md). `code` is stored upper-cased and
 * unique whatever its case; exactly one of percentOff / amountOff. Codes are never deleted, only
 * deactivated, so every purchase keeps the code it used. `redemptions` counts purchases recorded with the
 * code; it rises in the transaction that records the purchase, and the check below is what makes
 * `maxRedemptions` hold when buyers pay at the same moment.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    /** 1–100. */
    percentOff: integer(),
    /** Minor units of the course's currency. */
    amountOff: integer(),
    expiresAt: timestamp({ withTimezone: true }),
    maxRedemptions: integer(),
    /** Only for a buyer with no earlier purchase. */
    firstPurchaseOnly: boolean().notNull().default(false),
    redemptions: integer().notNull().default(0),
    /**
     * Redemptions reserved by payments opened and not yet paid (coupon_holds' rows of this code): with
     * `redemptions`, never more than `max_redemptions`, so nobody is charged for a code that is gone.
     */
    held: integer().notNull().default(0),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp({ withTimezone: true }),
    deactivatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_idx').on(sql`upper(${t.code})`),
    check(
      'coupons_one_discount',
      sql`(${t.percentOff} is null) <> (${t.amountOff} is null) and coalesce(${t.percentOff} between 1 and 100, true) and coalesce(${t.amountOff} > 0, true)`,
    ),
    check('coupons_within_max', sql`${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions}`),
    check(
      'coupons_holds_within_max',
      sql`${t.held} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} + ${t.held} <= ${t.maxRedemptions})`,
    ),
  ],
);

/**
 * A redemption of a limited code reserved for one open payment (issue 41): taken when the payment is opened, made
 * the redemption when it is paid, given back when the payment is replaced or cancelled, or reclaimed once
 * `expires_at` has passed and the payment can be cancelled at the provider. Each row is one of its code's `held`.
 * docs/decisions/031c-referral-payouts-cookie-and-coupon-holds.md
 */
export const couponHolds = pgTable(
  'coupon_holds',
  {
    paymentIntentId: text().primaryKey(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    /** Null once the account is deleted: the payment may still be paid, and then counts. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    courseId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_holds_coupon_expiry_idx').on(t.couponId, t.expiresAt),
    index('coupon_holds_user_course_idx').on(t.userId, t.courseId),
  ],
);

/**
 * One row per course a learner was given: paid through the gateway, or granted by the owner without payment.
 * The row stays as the accounting record when access ends (refunded, disputed, revoked).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    /** The gateway's payment id; null for a grant, which no payment stands behind. */
    paymentIntentId: text().unique(),
    amount: integer().notNull(),
    currency: text().notNull(),
    /**
     * paid and granted give access (server/auth/sessions.ts premiumAccessSql); refunded, disputed and
     * revoked (a grant taken back) do not.
     */
    status: text({ enum: ['paid', 'refunded', 'disputed', 'granted', 'revoked'] }).notNull(),
    /** Why the owner granted or revoked it (required for both). */
    grantReason: text(),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text(),
    /**
     * A refund: when, who asked for it (the owner, or the learner through a self-service refund; null when it
     * came from the provider's own dashboard by webhook), why, and the provider's refund id.
     */
    refundedAt: timestamp({ withTimezone: true }),
    refundedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    refundReason: text(),
    refundId: text().unique(),
    /** The code used at checkout; `amount` stays what was charged (refunds give back exactly that). */
    couponId: uuid().references(() => coupons.id),
    /** What the code took off the course's price, minor units (0 without a code). */
    discount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_user_course_idx').on(t.userId, t.courseId),
    index('purchases_coupon_id_idx').on(t.couponId),
    // At most one standing purchase per learner and course (docs/decisions/024a-one-charge-per-course.md):
    // paid (by card, or free with a 100 % code), or disputed, which a won dispute turns back into paid. A
    // refunded purchase does not stand, so the learner may buy again; a second payment that gets through
    // anyway is refunded by fulfilPayment and recorded as refunded.
    uniqueIndex('purchases_one_standing_idx')
      .on(t.userId, t.courseId)
      .where(sql`status in ('paid', 'disputed')`),
    index('purchases_created_at_idx').on(t.createdAt),
    // At most one live grant per learner and course: a double click grants once.
    uniqueIndex('purchases_one_grant_idx')
      .on(t.userId, t.courseId)
      .where(sql`status = 'granted'`),
    // A purchase has a payment, a grant has none; so has a purchase made free by a 100 % code (nothing was charged).
    check(
      'purchases_payment_or_grant',
      sql`(${t.paymentIntentId} is null) = (${t.status} in ('granted', 'revoked') or (${t.couponId} is not null and ${t.amount} = 0))`,
    ),
  ],
);

/**
 * Every owner action, who did it and when (issue 13): written in the same transaction as the change it
 * records, so nothing in the owner's area changes without a row here. actorId is null for `npm run owner`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. owner.grant, purchase.refund, premium.grant, premium.revoke, session.revoke. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);

export const rateLimits = pgTable('rate_limits', {
  // "<bucket>:<subject>", e.g. "login-ip:203.0.113.9"
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/** Which payment intent was opened for which user and course, so an unfinished checkout is resumed, not duplicated. */
export const checkoutIntents = pgTable(
  'checkout_intents',
  {
    paymentIntentId: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_intents_user_course_idx').on(t.userId, t.courseId, t.createdAt)],
);

/** Provider webhook event ids already handled: a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local test gateway's own records: it plays the provider's part when no Stripe keys are configured
 * (DESIGN §6), so it keeps its intents apart from the site's purchases, as Stripe would.
 */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text().primaryKey(),
  clientSecret: text().notNull().unique(),
  amount: integer().notNull(),
  currency: text().notNull(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  status: text({ enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'] }).notNull(),
  lastError: text(),
  /** The one full refund of this payment, once refunded (as Stripe answers a repeated refund with the same one). */
  refundId: text(),
  /** The key the site created it with: the same key answers the same intent, as Stripe's Idempotency-Key does. */
  idempotencyKey: text().unique(),
  /** The card's country once paid (a test card's, or the billing country given for it), as Stripe's payment method tells it. */
  cardCountry: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One learner's progress through one lesson (spec 000 §4, saved on the server: DESIGN fix 9). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    /** The lesson's stable id from content/lessons. */
    lessonKey: text().notNull(),
    /** How many sections are revealed (1 = only the first). */
    sectionsRevealed: integer().notNull().default(1),
    /** 'Take Knowledge Check' pressed on the last section. */
    quizOpened: boolean().notNull().default(false),
    /**
     * The current attempt's answers (decision 031h): for each question in the lesson's order, the chosen option's
     * index in the lesson's order; null before the first attempt and after a retake. One row per learner and
     * lesson, so only the latest attempt is kept (the activity log counts the attempts).
     */
    quizAnswers: jsonb().$type<number[]>(),
    /** The seed of the current attempt's order of questions and choices (common/quiz-order.ts). */
    quizSeed: integer().notNull().default(0),
    /** Whether the current attempt reached the course's pass mark. */
    quizCorrect: boolean(),
    quizAnsweredAt: timestamp({ withTimezone: true }),
    /** The best score of any attempt, 0–100 (issue 26). */
    quizBestScore: integer(),
    /** When an attempt first reached the course's pass mark; the lesson completes only after it. */
    quizPassedAt: timestamp({ withTimezone: true }),
    actionDoneAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Measured study time in this lesson: the capped gaps between the learner's saved steps
     * (server/lessons/study-time.ts). A certificate's study time is the sum over the course.
     */
    activeSeconds: integer().notNull().default(0),
    /** The last saved step, from which the next step's gap is measured. */
    lastActiveAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonKey] }),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
    check('lesson_progress_quiz_best_score', sql`${t.quizBestScore} between 0 and 100`),
    check('lesson_progress_active_seconds', sql`${t.activeSeconds} >= 0`),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid().primaryKey().defaultRandom(),
  /** Trimmed and lower-cased before it is stored. */
  email: text().notNull().unique(),
  status: text({ enum: ['pending', 'subscribed', 'unsubscribed'] }).notNull(),
  /** The page whose box was used, e.g. "home" or "blog-sidebar". */
  source: text().notNull(),
  /** Random, for the unsubscribe link; stored hashed like session tokens. */
  tokenHash: text().notNull().unique(),
  /** Double opt-in: the confirmation link's token (hashed) while the address is pending. */
  confirmTokenHash: text().unique(),
  /** When the last confirmation email was queued, so a repeated sign-up does not flood an inbox. */
  confirmSentAt: timestamp({ withTimezone: true }),
  confirmedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every forward step a learner takes in a lesson, kept for the dashboard's activity, streaks and goals. */
export const lessonActivity = pgTable(
  'lesson_activity',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text().notNull(),
    lessonKey: text().notNull(),
    type: text({ enum: ['continue', 'open-quiz', 'answer-quiz', 'retake-quiz', 'complete-action', 'complete'] }).notNull(),
    /** For answer-quiz: whether the answer was right. */
    correct: boolean(),
    /** The measured study time this step credited to its lesson (server/lessons/study-time.ts), for "this week". */
    creditedSeconds: integer().notNull().default(0),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_activity_user_time_idx').on(t.userId, t.occurredAt)],
);

/**
 * Outgoing email, queued in the same database as the change that caused it and sent by the mail worker
 * (docs/decisions/004-email-outbox.md): a request never waits on a mail server, and a mail server that is
 * down loses nothing. Bodies are cleared once sent, since a reset link is a credential until it is used.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The account the message is about; its unsent mail goes when the account is deleted. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** welcome, receipt, password-reset, password-changed, newsletter-confirm… (for logs and tests). */
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** Extra headers such as List-Unsubscribe. */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** A calendar invitation sent with the message (text/calendar part and .ics attachment): coaching sessions. */
    calendar: jsonb().$type<{ method: 'REQUEST' | 'CANCEL'; filename: string; content: string }>(),
    /** Files made when the message is sent (an invoice's PDF), named here rather than stored: server/email/outbox.ts. */
    attachments: jsonb().$type<{ kind: 'invoice'; number: string }[]>(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the message holds it until then; past it, another worker may take it over. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt), index('email_outbox_user_id_idx').on(t.userId)],
);

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

/**
 * Article views, counted without cookies and without storing who read what (DESIGN §7.6: no made-up
 * numbers). A view is deduplicated per day by a hash of the reader's address and user agent with a
 * random salt of that day; the salt and the day's hashes are deleted once the day is over, so no hash
 * can later be tied back to an address. What stays is the number of views per article per day.
 */
export const articleViewSalts = pgTable('article_view_salts', {
  /** UTC day, YYYY-MM-DD. */
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

export const articleViewVisitors = pgTable(
  'article_view_visitors',
  {
    day: date({ mode: 'string' }).notNull(),
    slug: text().notNull(),
    /** SHA-256 (hex) of the day's salt, the address and the user agent. */
    visitorHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slug, t.visitorHash] })],
);

export const articleViewCounts = pgTable(
  'article_view_counts',
  {
    slug: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.day] }), index('article_view_counts_day_idx').on(t.day)],
);

/**
 * Random keys the site makes for itself on first start, shared by every process on one database
 * (e.g. the key that signs the notice cookie, docs/decisions/007-cached-pages-and-the-edge.md).
 */
export const siteSecrets = pgTable('site_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * A newsletter issue (issue 13): written by an owner, sent once to every confirmed subscriber, then
 * published at /newsletter/archive/:slug. The same subject and body are one issue (`contentHash`), so a
 * second press of Send, a retried request or a second process sends nothing more
 * (docs/decisions/017-newsletter-issues.md).
 */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: uuid().primaryKey().defaultRandom(),
  /** The archive's address: the sending day and the subject, e.g. 2026-11-23-five-prompts. */
  slug: text().notNull().unique(),
  subject: text().notNull(),
  markdown: text().notNull(),
  /** SHA-256 (hex) of the subject and the Markdown. */
  contentHash: text().notNull().unique(),
  /** sending: its recipients are chosen (in the transaction that created it), not all queued yet; sent: every message queued. */
  status: text({ enum: ['sending', 'sent'] }).notNull(),
  authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When every recipient's message was queued: the issue's publication date. */
  sentAt: timestamp({ withTimezone: true }),
});

/**
 * One recipient of one issue: at most one per subscriber (the unique index), and its message is queued in
 * the same transaction that fills `outboxId`, so each recipient is sent the issue exactly once however
 * often the sending is resumed.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    issueId: uuid()
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    /** Null once the subscriber is removed: the count stays, the address goes. */
    subscriberId: uuid().references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    /** This message's own unsubscribe link (hashed like every token); set when it is queued. */
    unsubscribeTokenHash: text().unique(),
    outboxId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    /** The outbox row's final status, kept when old outbox rows are deleted (server/email/outbox.ts). */
    outcome: text({ enum: ['sent', 'failed'] }),
    queuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_issue_subscriber_idx').on(t.issueId, t.subscriberId),
    index('newsletter_deliveries_outbox_id_idx').on(t.outboxId),
  ],
);

/**
 * A message sent through /contact (issue 15), kept for the owner's /admin/messages. `formNonce` is the
 * random part of the form's signed token: a second press of Send or a retried request with the same form
 * stores and emails nothing more (docs/decisions/021-contact-messages.md).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    formNonce: text().notNull().unique(),
    /** Name, address and message: null once removed at the sender's request (`removedAt`). */
    name: text(),
    email: text(),
    /** A key of CONTACT_SUBJECTS (common/contact-schema.ts): a fixed label, kept on a removed message. */
    subject: text().notNull(),
    message: text(),
    status: text({ enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The sender deleted their account (issue 26): the row stays as a line in the owner's list saying so,
     * without anything they typed (docs/decisions/024b-account-deletion-leaves-no-text.md).
     */
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    check(
      'contact_messages_removed_has_no_text',
      sql`(${t.removedAt} is null and ${t.name} is not null and ${t.email} is not null and ${t.message} is not null) or (${t.removedAt} is not null and ${t.name} is null and ${t.email} is null and ${t.message} is null)`,
    ),
  ],
);

/**
 * A live strategy call of the premium member area (issue 19), scheduled by an owner in /admin/calls. Only
 * buyers see the join link; after the call, its notes and recording link are shown under past calls. A
 * cancelled call stays (with `cancelledAt`) so members who had it in their calendar see that it is off.
 */
export const strategyCalls = pgTable(
  'strategy_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** Plain text, one agenda item a line. */
    agenda: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    joinUrl: text().notNull(),
    status: text({ enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /** Written after the call (plain text), and where its recording can be watched. */
    notes: text(),
    recordingUrl: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The calendar file's SEQUENCE: 0 when scheduled, raised by one with each edit and the cancellation (RFC 5546). */
    revision: integer().notNull().default(0),
  },
  (t) => [
    index('strategy_calls_starts_at_idx').on(t.startsAt),
    check('strategy_calls_duration', sql`${t.durationMinutes} between 15 and 240`),
  ],
);

/**
 * The reminder email a member was sent a day before a call: at most one per member and call (the primary
 * key), inserted in the same transaction that queues the message, so however many processes run the
 * reminder job, and however often it restarts, each member gets one reminder (server/premium/send-call-reminders.ts).
 * A cancellation emails exactly these members, once (`cancellationQueuedAt`).
 */
export const callReminders = pgTable(
  'call_reminders',
  {
    callId: uuid()
      .notNull()
      .references(() => strategyCalls.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queuedAt: timestamp({ withTimezone: true }).notNull(),
    cancellationQueuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.callId, t.userId] })],
);

/**
 * Lesson discussions (issue 15, docs/decisions/020-lesson-discussions.md). A comment belongs to one lesson
 * (`lessonKey`, the lesson's stable id) and is read by whoever may read that lesson. A reply has a
 * `parentId` naming a top-level comment (one level). Deleting keeps the row, without its text, so a reply
 * keeps its place; hiding (an owner) keeps the text for its author and owners.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    lessonKey: text().notNull(),
    /** The top-level comment this replies to; null for a thread's first comment. */
    parentId: uuid().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted, which deletes the comment first (its text goes; the thread keeps its shape). */
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** As typed (1–5,000 characters); emptied when deleted. Rendered by common/comment-format.ts, never as HTML. */
    body: text().notNull(),
    /** A first post from an account younger than a day shows its links as text (issue 15, spam). */
    linksAsText: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Set by an owner on a thread's first comment: the thread is listed first. */
    pinnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('comments_lesson_idx').on(t.lessonKey, t.createdAt),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_author_idx').on(t.authorId, t.createdAt),
    index('comments_recent_idx').on(t.createdAt),
    // A deleted comment keeps no text, and a comment whose author is gone is deleted: deleting an account
    // must tombstone its posts first, or the `set null` above fails the statement (issue 26).
    check('comments_deleted_has_no_text', sql`${t.deletedAt} is null or ${t.body} = ''`),
    check('comments_authorless_is_deleted', sql`${t.authorId} is not null or ${t.deletedAt} is not null`),
  ],
);

/** A learner's report of a comment: at most one per reporter and comment (the unique index). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    commentId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comment_reports_once_idx').on(t.commentId, t.reporterId), index('comment_reports_created_at_idx').on(t.createdAt)],
);

/** Accounts that asked for no discussion reply emails (the /account setting and the email's one-click link). */
export const discussionEmailOptOuts = pgTable('discussion_email_opt_outs', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** When a reply email about a thread was last queued for its author: at most one per thread per hour. */
export const discussionNotices = pgTable(
  'discussion_notices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] })],
);

/**
 * A thread of the premium mastermind community (issue 28, docs/decisions/025b-mastermind-community.md): its
 * first comment is an ordinary comment (`lessonKey` 'community:mastermind', the premium course), so replies,
 * reports, hiding, pinning, reply emails and rate limits are the lesson discussions' own; this row adds what a
 * lesson's thread has no need of, a category and a title. The title is emptied when its author deletes the thread.
 */
export const communityThreads = pgTable(
  'community_threads',
  {
    commentId: uuid()
      .primaryKey()
      .references(() => comments.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    title: text().notNull(),
  },
  (t) => [
    index('community_threads_category_idx').on(t.category),
    check('community_threads_category', sql`${t.category} in ('introductions', 'wins', 'questions', 'accountability')`),
    check('community_threads_title_length', sql`char_length(${t.title}) <= 120`),
  ],
);

/**
 * A certificate of completion (issue 14, docs/decisions/018-certificates.md): earned once per learner and
 * course on completing its last unfinished lesson. Whether a premium one still stands is not stored: it is
 * read from the learner's purchases each time (server/certificates/certificate-status.ts), so a refund,
 * dispute or revoked grant takes it back whichever way it happens.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** Random and unguessable (the public page's address); not the row order. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    /** The facts as they were when it was earned: a later change to the course does not rewrite it. */
    courseTitle: text().notNull(),
    lessonCount: integer().notNull(),
    /** Measured study time over the course's lessons, in whole minutes (issue 26; not the advertised durations). */
    minutes: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The learner took its public page down (they may put it back). */
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('certificates_user_course_idx').on(t.userId, t.courseId)],
);

/**
 * The owner's settings for what the public pages may claim (DESIGN §12 "Truthful by default",
 * docs/decisions/024d-truthful-by-default.md). One row (id is always true); absent means the defaults.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean().primaryKey().default(true),
    /** A count of learners, subscribers or completions is shown only from this many on (below it the sentence is left out). */
    publicCountThreshold: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_settings_one_row', sql`${t.id}`), check('site_settings_threshold', sql`${t.publicCountThreshold} >= 1`)],
);

/**
 * The rates that turn the content's dollar amounts into the page's currency (docs/decisions/024j and
 * 031g-owner-figures-and-exchange-rate.md): units of `currency` for one US dollar, as of `rateDate`, set by the
 * owner in settings (audited). Without a row for a currency the release's file applies
 * (content/exchange-rates/exchange-rates.yaml). A change drops the cached pages (trigger in the migration).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text().primaryKey(),
    perDollar: doublePrecision().notNull(),
    rateDate: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('exchange_rates_positive', sql`${t.perDollar} > 0`)],
);

/**
 * A price a course was really sold at, with the days it was (the owner records it): the only source of a
 * crossed-out price. One per course; the period is in the past and the amount above today's price when set.
 */
export const courseFormerPrices = pgTable(
  'course_former_prices',
  {
    courseId: text()
      .primaryKey()
      .references(() => courses.id),
    /** Minor units of the course's currency. */
    amount: integer().notNull(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    setAt: timestamp({ withTimezone: true }).notNull(),
    setBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('course_former_prices_amount', sql`${t.amount} > 0`),
    check('course_former_prices_period', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/**
 * The owner's price of a course in one currency (issue 31, docs/decisions/028a-prices-per-currency.md). A course
 * without a row in a currency has no price in it, except pounds: its row in `courses` (from content/courses) is
 * the pound price until the owner sets one here. Minor units.
 */
export const coursePrices = pgTable(
  'course_prices',
  {
    courseId: text()
      .notNull()
      .references(() => courses.id),
    currency: text().notNull(),
    amount: integer().notNull(),
    setAt: timestamp({ withTimezone: true }).notNull(),
    setBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.currency] }),
    check('course_prices_amount', sql`${t.amount} > 0`),
    check('course_prices_currency', sql`${t.currency} in ('GBP', 'USD', 'EUR')`),
  ],
);

/**
 * A learner's rating (1–5) and short review of a course they completed (DESIGN §12). One per learner and
 * course; the learner may change it, an owner may hide it (audited) but never edit it. `featuredConsent`:
 * the learner agreed to it being quoted on the home and premium pages.
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    rating: integer().notNull(),
    /** As typed, 0–1,000 characters; rendered as text, never HTML. */
    body: text().notNull(),
    featuredConsent: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('course_reviews_user_course_idx').on(t.userId, t.courseId),
    index('course_reviews_course_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('course_reviews_body_length', sql`char_length(${t.body}) <= 1000`),
  ],
);

/**
 * Who does a piece of scheduled or background work now (docs/decisions/024k-shared-state-in-postgresql.md):
 * one row per piece (`daily-backup`), taken by the process whose claim finds it free or expired, kept alive
 * while it works and released (or left to expire, if the process died) after. `doneFor`: the period the
 * work was last finished for (the UTC day of a daily backup), so no other process does it again.
 * Rows, not advisory locks: they hold across PgBouncer in transaction mode and on the embedded database.
 */
export const workLeases = pgTable('work_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  doneFor: text(),
});

/**
 * One counter per table whose rows public answers show (courses, prices, settings, reviews), raised by a
 * trigger on every change to it, which also says so on the `site_changes` channel
 * (migration `cache-invalidation-triggers`). Each process keeps the versions its caches were filled at and
 * compares them on every notification and on (re)connect, so a missed notification cannot leave it stale.
 */
export const changeVersions = pgTable('change_versions', {
  topic: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

/**
 * 1-on-1 coaching (issue 28, docs/decisions/025a-coaching-bookings.md): the owner's availability, one row
 * (id is always true; absent means the defaults in server/coaching/coaching-settings.ts). `weekly` and
 * `overrides` are the owner's wall-clock ranges in `timeZone` ("09:00"–"12:00"); the slots are computed
 * from them at each request (server/coaching/generate-slots.ts). Lengths are multiples of 5 minutes so
 * that every booking claims whole 5-minute cells (coaching_booked_cells).
 */
export const coachingSettings = pgTable(
  'coaching_settings',
  {
    id: boolean().primaryKey().default(true),
    timeZone: text().notNull(),
    sessionMinutes: integer().notNull().default(30),
    bufferMinutes: integer().notNull().default(0),
    minNoticeHours: integer().notNull().default(24),
    maxDaysAhead: integer().notNull().default(30),
    /** At most this many sessions on one of the owner's local days; null: no limit. */
    maxPerDay: integer(),
    /** The one video-call link every session uses; null until the owner sets it (the emails then say it will follow). */
    meetingUrl: text(),
    weekly: jsonb().$type<Record<string, { start: string; end: string }[]>>().notNull(),
    overrides: jsonb().$type<{ date: string; ranges: { start: string; end: string }[] }[]>().notNull(),
    /** A session a purchase or a grant includes must be booked within this many days of it. */
    bookingWindowDays: integer().notNull().default(90),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('coaching_settings_one_row', sql`${t.id}`),
    check('coaching_settings_session', sql`${t.sessionMinutes} between 15 and 240 and ${t.sessionMinutes} % 5 = 0`),
    check('coaching_settings_buffer', sql`${t.bufferMinutes} between 0 and 120 and ${t.bufferMinutes} % 5 = 0`),
    check('coaching_settings_notice', sql`${t.minNoticeHours} between 0 and 720`),
    check('coaching_settings_ahead', sql`${t.maxDaysAhead} between 1 and 365`),
    check('coaching_settings_per_day', sql`${t.maxPerDay} is null or ${t.maxPerDay} between 1 and 48`),
    check('coaching_settings_window', sql`${t.bookingWindowDays} between 1 and 730`),
  ],
);

/**
 * Sessions an owner gave a learner on top of the one each premium purchase includes (that one is implied
 * by the purchase row, see server/coaching/coaching-balance.ts). Audited; a refund, dispute or revocation
 * that ends the learner's access voids them (`voidedAt`), so buying again does not bring them back.
 */
export const coachingGrants = pgTable(
  'coaching_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer().notNull(),
    reason: text().notNull(),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('coaching_grants_user_idx').on(t.userId), check('coaching_grants_count', sql`${t.count} between 1 and 20`)],
);

/**
 * A learner's 1-on-1 session. Times are UTC; `blockedUntil` is the end plus the buffer at booking time.
 * `sequence` is the invitation's SEQUENCE (raised on each reschedule and on cancellation); the id is its UID.
 * The reminder columns are claimed by a conditional update in the transaction that queues the reminders,
 * so each goes out once however many processes run the job.
 */
export const coachingBookings = pgTable(
  'coaching_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    blockedUntil: timestamp({ withTimezone: true }).notNull(),
    /** What the learner wants to talk about, as typed (≤ 2,000 characters, rendered as text). */
    topic: text().notNull().default(''),
    status: text({ enum: ['booked', 'cancelled', 'done', 'missed'] })
      .notNull()
      .default('booked'),
    /** The owner's notes, which the learner sees once the session is done. */
    notes: text(),
    sequence: integer().notNull().default(0),
    /** The zone the learner saw the times in when booking or moving it: their emails give the time there. */
    learnerTimeZone: text().notNull().default('UTC'),
    dayReminderQueuedAt: timestamp({ withTimezone: true }),
    hourReminderQueuedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Who cancelled: the learner, the owner (with a message), or the site when access ended (refund…). */
    cancelledBy: text({ enum: ['learner', 'owner', 'access_ended'] }),
    cancelMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('coaching_bookings_user_idx').on(t.userId, t.startsAt),
    index('coaching_bookings_starts_at_idx').on(t.startsAt),
    check('coaching_bookings_times', sql`${t.endsAt} > ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
    check('coaching_bookings_topic_length', sql`char_length(${t.topic}) <= 2000`),
  ],
);

/**
 * No double booking, by a constraint that holds across processes and on both databases
 * (docs/decisions/025a-coaching-bookings.md): a booked session claims every 5-minute cell from its start
 * to its `blockedUntil`, and the primary key lets one session have each cell. Whatever the session length
 * and buffer were when each was booked, two sessions cannot overlap. A cancellation deletes its cells.
 */
export const coachingBookedCells = pgTable(
  'coaching_booked_cells',
  {
    cell: timestamp({ withTimezone: true }).primaryKey(),
    bookingId: uuid()
      .notNull()
      .references(() => coachingBookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('coaching_booked_cells_booking_idx').on(t.bookingId),
    check('coaching_booked_cells_grid', sql`extract(epoch from ${t.cell})::bigint % 300 = 0`),
  ],
);

/**
 * The content studio (issue 29, DESIGN §12 "Content lives in the database once the site runs"). One row per
 * article, business idea, help answer or lesson. The fields of an item are its file's fields as the schemas
 * under content/<kind>/ define them (an article: its front matter plus `body`, the Markdown), so importing a
 * file and exporting a row are the same data. An item's state is derived, not stored: scheduled when
 * `publishAt` is set, published when `published` is set, otherwise a draft; `draft` set beside `published`
 * means unpublished changes.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: CONTENT_KINDS }).notNull(),
    /**
     * The item's key within its kind, as its address uses it: an article's slug, an idea's id, a help answer's
     * id, a lesson's `<courseId>/<lesson id>`.
     */
    slug: text().notNull(),
    /** Raised by every change (save, publish, unpublish, schedule, restore); a save sends back the one it read. */
    version: integer().notNull().default(1),
    /** The fields as the owner last saved them; null when nothing is pending beyond `published`. */
    draft: jsonb().$type<Record<string, unknown>>(),
    /** The fields visitors see; null while never published, or after unpublishing. */
    published: jsonb().$type<Record<string, unknown>>(),
    /** When the draft goes live on its own (one process does it, whatever number run). */
    publishAt: timestamp({ withTimezone: true }),
    /** When the current published version went live, and when the item first did. */
    publishedAt: timestamp({ withTimezone: true }),
    firstPublishedAt: timestamp({ withTimezone: true }),
    /** The SHA-256 of the file under content/ the import last read for this item; null for studio-made items. */
    sourceHash: text(),
    /** Set once the owner changes the item in the studio: a release's changed file no longer replaces it silently. */
    ownerEditedAt: timestamp({ withTimezone: true }),
    /** Deleted by the owner: kept as a tombstone so the next start-up's import does not bring the file back. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** Who made the last change; null for the import. */
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_idx')
      .on(t.kind, t.slug)
      .where(sql`${t.deletedAt} is null`),
    index('content_items_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    check('content_items_version', sql`${t.version} >= 1`),
    check('content_items_schedule_has_draft', sql`${t.publishAt} is null or ${t.draft} is not null`),
  ],
);

/** Every publish keeps the fields it published; the owner can restore any as a new draft. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per item, in publish order. */
    number: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Who published it; null for the import. */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('content_revisions_item_number_idx').on(t.itemId, t.number)],
);

/** An address an item had before its slug changed: it answers 301 to the item's current address. */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    kind: text({ enum: CONTENT_KINDS }).notNull(),
    fromSlug: text().notNull(),
    itemId: uuid()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromSlug] }), index('content_redirects_item_idx').on(t.itemId)],
);

/** A private link showing an item's draft as its page would; only the SHA-256 of its token is stored. */
export const contentPreviews = pgTable(
  'content_previews',
  {
    tokenHash: text().primaryKey(),
    itemId: uuid()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('content_previews_item_idx').on(t.itemId)],
);

/**
 * An image the owner uploaded for the site's content (issue 29). Its files live in the image store
 * (server/images/image-store.ts: DATA_DIR/images, or an S3 bucket) under `<id>/`: the full-size copy in its
 * own format and a resized copy per width in `format`, all without metadata (no EXIF, so no GPS position).
 */
export const images = pgTable(
  'images',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The uploaded file's name, for the owner's picker only (never part of an address). */
    originalName: text().notNull(),
    /** What the uploaded bytes are (recognised from them, never from the declared type or the name). */
    mime: text({ enum: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] }).notNull(),
    /** Pixels of the full-size copy, upright (an EXIF rotation is applied). */
    width: integer().notNull(),
    height: integer().notNull(),
    /** Size of the upload. */
    bytes: integer().notNull(),
    /** The full-size copy's key in the store, e.g. `<id>/original.jpg`. */
    originalKey: text().notNull(),
    /** The resized copies' widths, ascending; each stored as `<id>/<width>.<format>`. */
    widths: jsonb().$type<number[]>().notNull(),
    /** The resized copies' format. */
    format: text({ enum: ['webp', 'avif'] }).notNull(),
    /**
     * SHA-256 of the uploaded bytes (hex): the same file uploaded again is answered with this image, not stored
     * and resized twice. Null for the images uploaded before it was kept.
     */
    contentHash: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('images_created_at_idx').on(t.createdAt),
    uniqueIndex('images_content_hash_idx').on(t.contentHash),
    check('images_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
    check('images_widths', sql`jsonb_typeof(${t.widths}) = 'array' and jsonb_array_length(${t.widths}) > 0`),
  ],
);

/**
 * Page views (issue 30, server/analytics/): counted on the server without cookies and without keeping
 * anyone's address. A visitor is recognised within one UTC day only, by the same daily-salted hash the
 * article views use (article_view_salts, deleted once the day is over). Raw events are kept 30 days at
 * most; finished days are rolled up into analytics_days and analytics_day_counts, kept for good.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** UTC day, YYYY-MM-DD. */
    day: date({ mode: 'string' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Order of writing: which of a visitor's views in the same millisecond came first (a batch is written in order). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    /** SHA-256 (hex) of the day's salt, the address and the user agent: never the address itself. */
    visitorHash: text().notNull(),
    /** The page's path, without its query string. */
    path: text().notNull(),
    /** The host of another site the visitor came from; null: none, or a page of this site. */
    referrerHost: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    device: text({ enum: ['desktop', 'mobile', 'tablet'] }).notNull(),
    /**
     * How many views this row stands for: one flush writes a visitor's repeated views of one page from one source
     * as one row, `at` being the first of them (server/analytics/insert-page-views.ts).
     */
    views: integer().notNull().default(1),
  },
  (t) => [index('analytics_events_day_visitor_idx').on(t.day, t.visitorHash, t.at), check('analytics_events_views', sql`${t.views} >= 1`)],
);

/** One finished day's totals; its presence says the day is rolled up (its counts below are complete). */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    day: date({ mode: 'string' }).primaryKey(),
    visitors: integer().notNull(),
    pageviews: integer().notNull(),
  },
  (t) => [check('analytics_days_counts', sql`${t.visitors} >= 0 and ${t.pageviews} >= ${t.visitors}`)],
);

/** One finished day's visitors and page views per page, entry page, source, referrer, campaign and device. */
export const analyticsDayCounts = pgTable(
  'analytics_day_counts',
  {
    day: date({ mode: 'string' })
      .notNull()
      .references(() => analyticsDays.day, { onDelete: 'cascade' }),
    dimension: text({ enum: ['page', 'entry', 'source', 'referrer', 'campaign', 'device'] }).notNull(),
    value: text().notNull(),
    visitors: integer().notNull(),
    pageviews: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] }), index('analytics_day_counts_dimension_idx').on(t.dimension, t.day)],
);

/**
 * Where an account came from (first touch, kept at sign-up): the source, campaign and entry page of that
 * visitor's first view on the day they signed up; source 'direct' when none was seen.
 */
export const userFirstTouches = pgTable('user_first_touches', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  source: text().notNull(),
  medium: text(),
  campaign: text(),
  referrerHost: text(),
  entryPath: text(),
  /**
   * The hash of the visitor (that day's, as analytics_events keeps it) whose first view this is; null when no
   * counted view was found (Do Not Track, a sign-up through the API…). The funnel counts people by it, so its
   * sign-ups are always among its visits (docs/decisions/031g-owner-figures-and-exchange-rate.md).
   */
  visitorHash: text(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/** The first time a signed-in learner opened checkout (the funnel's "checkout opened"): once per user. */
export const checkoutOpens = pgTable('checkout_opens', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  courseId: text().notNull(),
  openedAt: timestamp({ withTimezone: true }).notNull(),
});

/*
 * Referrals (issue 30, server/referrals/, docs/decisions/027b-referrals.md): a learner's link, the clicks on it,
 * who came through it, the commission each referred purchase earns, and the owner's payouts.
 */

/** One code per learner, made the first time they need it (their referrals page or API call). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random, lower-case letters and digits (server/referrals/ensure-referral-code.ts). */
    code: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_idx').on(t.code)],
);

/**
 * A click on a referral link: one row per visitor per UTC day, the visitor known only by the analytics'
 * daily-salted hash (the salt is deleted once the day is over, so an old hash can be tied to no one).
 */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    referrerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    visitorHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.referrerId, t.day, t.visitorHash] })],
);

/**
 * An account that came through someone's link: at sign-up, or at checkout for an account made before the
 * click. One per account (the primary key): the first referral wins. The 30-day window runs from the click.
 */
export const referralAttributions = pgTable(
  'referral_attributions',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clickedAt: timestamp({ withTimezone: true }).notNull(),
    attributedAt: timestamp({ withTimezone: true }).notNull(),
    /** sign_up: the account was made after the click (the referrer's "sign-ups"); checkout: it existed already. */
    via: text({ enum: ['sign_up', 'checkout'] }).notNull(),
  },
  (t) => [
    index('referral_attributions_referrer_idx').on(t.referrerId),
    check('referral_attributions_not_self', sql`${t.userId} <> ${t.referrerId}`),
  ],
);

/** What the owner pays a referrer at once ("mark paid"), with its audit row. One per currency owed. */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    referrerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Minor units. */
    amount: integer().notNull(),
    currency: text().notNull(),
    paidBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('referral_payouts_referrer_idx').on(t.referrerId), check('referral_payouts_positive', sql`${t.amount} > 0`)],
);

/**
 * The commission one referred purchase earned: exactly one per purchase (the unique purchase id, whichever of
 * the return page and the webhook records the purchase). earned → paid (a payout) or → reversed (a refund or a
 * dispute; a won dispute gives it back). A paid one that is reversed keeps its payout and is taken off the
 * next payout (`recoveredBy`).
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    purchaseId: uuid()
      .notNull()
      .references(() => purchases.id),
    referrerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    buyerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Minor units of `currency`: `percent` of what the buyer paid, rounded to the nearest penny. */
    amount: integer().notNull(),
    currency: text().notNull(),
    percent: integer().notNull(),
    state: text({ enum: ['earned', 'reversed', 'paid'] }).notNull(),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
    reversedAt: timestamp({ withTimezone: true }),
    reversedReason: text({ enum: ['refunded', 'disputed'] }),
    payoutId: uuid().references(() => referralPayouts.id),
    /** The payout that took back this commission once it was paid and then reversed. */
    recoveredBy: uuid().references(() => referralPayouts.id),
  },
  (t) => [
    uniqueIndex('referral_commissions_purchase_idx').on(t.purchaseId),
    index('referral_commissions_referrer_idx').on(t.referrerId, t.state),
    check('referral_commissions_amount', sql`${t.amount} > 0 and ${t.percent} between 1 and 100`),
    check('referral_commissions_reversal', sql`(${t.state} = 'reversed') = (${t.reversedReason} is not null)`),
    check('referral_commissions_paid', sql`${t.state} <> 'paid' or ${t.payoutId} is not null`),
  ],
);

/** The owner's terms: one row (id true), absent until first saved (then the defaults apply). */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: boolean().primaryKey().default(true),
    commissionPercent: integer().notNull(),
    /** The discount a referred buyer gets: an existing code the owner chose; null for none. */
    buyerCouponId: uuid().references(() => coupons.id),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('referral_settings_one_row', sql`${t.id}`),
    check('referral_settings_percent', sql`${t.commissionPercent} between 0 and 100`),
  ],
);

// ---- Invoices and VAT (issue 31, docs/decisions/027d-invoices-and-vat.md) ----

/**
 * The owner's settings for selling: the seller named on invoices, and whether prices include tax. One row
 * (id is always true); absent means "not set": test payments then invoice with the configured SELLER_* stand-ins,
 * live payments refuse to sell (docs/decisions/027d-invoices-and-vat.md).
 */
export const salesSettings = pgTable(
  'sales_settings',
  {
    id: boolean().primaryKey().default(true),
    sellerName: text(),
    sellerAddress: text(),
    sellerCountry: text(),
    sellerVatNumber: text(),
    /** Prices are what a consumer pays, VAT included (the UK and EU norm), or VAT is added at checkout. */
    taxInclusive: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('sales_settings_one_row', sql`${t.id}`)],
);

/**
 * One counter per numbering series and year: the last number given. Incremented with UPDATE … RETURNING inside
 * the purchase's (or refund's) own transaction, so the row lock serialises allocations across processes and a
 * rollback gives the number back: no gaps, no duplicates (DESIGN §12 "Money").
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** INV (invoices) or CN (credit notes). */
    series: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('document_counters_last', sql`${t.last} >= 1`)],
);

/**
 * What a checkout quoted, per payment intent: the buyer's billing details, the tax decided from them and the
 * evidence of their country. Fulfilment checks the payment against it and copies it onto the invoice.
 */
export const checkoutTaxes = pgTable('checkout_taxes', {
  paymentIntentId: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  billingCountry: text().notNull(),
  company: text(),
  address: text(),
  vatNumber: text(),
  vatCheck: text({ enum: ['format', 'valid', 'unavailable'] }),
  reverseCharge: boolean().notNull(),
  taxInclusive: boolean().notNull(),
  /** Basis points: 1900 is 19 %. */
  taxRate: integer().notNull(),
  currency: text().notNull(),
  net: integer().notNull(),
  tax: integer().notNull(),
  gross: integer().notNull(),
  /** The card's country, known once the card is given (local gateway) or from the payment method (Stripe). */
  cardCountry: text(),
  /** The buyer confirmed the billing country when the card's country differed. */
  countryConfirmed: boolean().notNull().default(false),
  /**
   * Stripe mode (docs/decisions/028b-stripe-tax.md): the Stripe Tax calculation the figures above come from; after
   * payment its tax transaction, and on refund that transaction's reversal. A calculation without a transaction on a
   * paid purchase is one still to record (Stripe Tax was down): the webhook fails until it is, so Stripe retries it.
   */
  taxCalculationId: text(),
  taxTransactionId: text(),
  taxReversalId: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Invoices and credit notes (issue 31). Amounts in minor units of `currency`, signed: a credit note's are
 * negative, so a period's totals are plain sums. Seller, buyer and evidence are copies, as issued: a document
 * never changes once written, whatever happens to the settings or the account.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** INV-2026-000123 or CN-2026-000001. */
    number: text().notNull().unique(),
    kind: text({ enum: ['invoice', 'credit_note'] }).notNull(),
    purchaseId: uuid()
      .notNull()
      .references(() => purchases.id),
    /** A credit note's invoice. */
    creditsInvoiceId: uuid().references((): AnyPgColumn => invoices.id),
    /** The buyer's account, for their own list; null once the account is deleted (the document stays, as the law asks). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The date of supply (the payment, or the refund for a credit note), UTC. */
    supplyDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    currency: text().notNull(),
    net: integer().notNull(),
    /** Basis points: 1900 is 19 %. */
    taxRate: integer().notNull(),
    tax: integer().notNull(),
    gross: integer().notNull(),
    taxInclusive: boolean().notNull(),
    reverseCharge: boolean().notNull(),
    buyerCountry: text().notNull(),
    buyer: jsonb().$type<BuyerDetails>().notNull(),
    seller: jsonb().$type<SellerDetails & { missing: boolean }>().notNull(),
    evidence: jsonb().$type<TaxEvidence>().notNull(),
    /** The tax table used: its date and source (content/tax-rates/tax-rates.yaml). */
    taxTable: text().notNull(),
    /**
     * The owner's later check of a reverse-charged buyer's VAT number in VIES (issue 41), when the checkout decided on
     * its format alone: VIES's answer and when. New evidence beside the copy as issued, which stays as it was.
     */
    vatRecheck: text({ enum: ['valid', 'invalid', 'unavailable'] }),
    vatRecheckedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_one_per_purchase_idx')
      .on(t.purchaseId)
      .where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_one_credit_note_idx')
      .on(t.creditsInvoiceId)
      .where(sql`kind = 'credit_note'`),
    index('invoices_issued_at_idx').on(t.issuedAt),
    index('invoices_user_id_idx').on(t.userId),
    check('invoices_sums', sql`${t.net} + ${t.tax} = ${t.gross}`),
    check(
      'invoices_sign',
      sql`(${t.kind} = 'invoice' and ${t.gross} >= 0 and ${t.creditsInvoiceId} is null) or (${t.kind} = 'credit_note' and ${t.gross} <= 0 and ${t.creditsInvoiceId} is not null)`,
    ),
  ],
);

/**
 * Email sequences (issue 30, docs/decisions/027a-email-sequences.md): the owner's sequences and their steps,
 * who is enrolled where and when their next step is due, each step sent, and the addresses that unsubscribed.
 */
export const sequences = pgTable(
  'sequences',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    trigger: text({ enum: SEQUENCE_TRIGGERS }).notNull(),
    /** Off: nobody is enrolled and nothing is sent; enrolments wait where they are until it is on again. */
    active: boolean().notNull().default(false),
    /** checkout_abandoned: hours an unpaid checkout waits before its first step's delay starts. */
    abandonAfterHours: integer().notNull().default(24),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('sequences_abandon_after_hours', sql`${t.abandonAfterHours} between 1 and 720`)],
);

/** A sequence's emails, in order (`position` from 0). Counts are kept here, so they outlive deleted accounts. */
export const sequenceSteps = pgTable(
  'sequence_steps',
  {
    id: uuid().primaryKey().defaultRandom(),
    sequenceId: uuid()
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** After the trigger (the first step) or after the previous step was sent; 0: at once. */
    delayMinutes: integer().notNull(),
    subject: text().notNull(),
    /** Markdown with {{name}}. */
    body: text().notNull(),
    sentCount: integer().notNull().default(0),
    /** Recipients who clicked a link in this step's email (one each). */
    clickCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('sequence_steps_sequence_position_idx').on(t.sequenceId, t.position),
    check('sequence_steps_delay', sql`${t.delayMinutes} >= 0`),
    check('sequence_steps_position', sql`${t.position} >= 0`),
  ],
);

/**
 * One recipient in one sequence, for one trigger event (`eventKey`: `user:<id>`, `purchase:<id>`,
 * `checkout:<user>:<course>`, `newsletter:<subscriber>:<confirmed at>`): enrolled once per sequence per event
 * by the unique index. The schedule is `nextStep` and `dueAt`, here in the database, so it survives restarts.
 * Deleted with the account or the subscription it came from (nothing of the address is kept).
 */
export const sequenceEnrolments = pgTable(
  'sequence_enrolments',
  {
    id: uuid().primaryKey().defaultRandom(),
    sequenceId: uuid()
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    eventKey: text().notNull(),
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    subscriberId: uuid().references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** checkout_abandoned: the course left at checkout (a purchase of it ends the reminder). */
    courseId: text(),
    state: text({ enum: ['active', 'left', 'finished'] })
      .notNull()
      .default('active'),
    /** Why it left: bought (the checkout reminder), unsubscribed (consent withdrawn or one-click unsubscribe). */
    leftReason: text({ enum: ['bought', 'unsubscribed'] }),
    /** The position of the step to send next. */
    nextStep: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    enrolledAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sequence_enrolments_event_idx').on(t.sequenceId, t.eventKey),
    index('sequence_enrolments_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 'active'`),
    index('sequence_enrolments_user_idx').on(t.userId),
    index('sequence_enrolments_subscriber_idx').on(t.subscriberId),
    index('sequence_enrolments_email_idx').on(t.email),
    check('sequence_enrolments_left_reason', sql`(${t.state} = 'left') = (${t.leftReason} is not null)`),
  ],
);

/**
 * One step sent to one enrolment: the outbox key. Inserted in the transaction that queues the message and
 * moves the enrolment on, so each step goes once per enrolment whatever crashes or processes run.
 */
export const sequenceSends = pgTable(
  'sequence_sends',
  {
    id: uuid().primaryKey().defaultRandom(),
    enrolmentId: uuid()
      .notNull()
      .references(() => sequenceEnrolments.id, { onDelete: 'cascade' }),
    stepId: uuid()
      .notNull()
      .references(() => sequenceSteps.id, { onDelete: 'cascade' }),
    outboxId: uuid(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    /** The first click on one of its links; later clicks count nothing more. */
    clickedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sequence_sends_enrolment_step_idx').on(t.enrolmentId, t.stepId), index('sequence_sends_step_idx').on(t.stepId)],
);

/**
 * Addresses that unsubscribed from marketing sequences (the one-click link), as SHA-256 of the lower-cased
 * address: a suppression list that keeps no address (docs/decisions/024b-account-deletion-leaves-no-text.md).
 */
export const sequenceOptOuts = pgTable('sequence_opt_outs', {
  emailHash: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
