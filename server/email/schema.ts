import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

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
