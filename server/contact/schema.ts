import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

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
