import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { emailOutbox } from '../email/schema';

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
