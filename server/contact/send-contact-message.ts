import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import { contactMessages } from '../db/schema';
import { contactAcknowledgementEmail, contactOwnerEmail } from '../email/contact-emails';
import { DomainError } from '../errors/domain-error';
import { checkContactFormToken } from './contact-form-token';
import type { ContactInput } from '../../common/contact-schema';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { Logger } from '../logger';

/** Per client address (issue 15): plenty for a person with several questions, too few for a spam run. */
export const CONTACT_LIMIT: RateLimitRule = { name: 'contact-ip', limit: 5, windowMs: 60 * 60 * 1000 };

/** CONTACT_LIMIT scaled by AUTH_RATE_LIMIT_FACTOR (docs/configuration.md: the end-to-end tests raise it; 1 in production). */
export function contactLimit(factor: number): RateLimitRule {
  return { ...CONTACT_LIMIT, limit: CONTACT_LIMIT.limit * factor };
}

export interface SendContactMessageOptions {
  db: Db;
  mailer: Mailer;
  logger: Pick<Logger, 'info'>;
  /** The site's signing key, which signed the form's token. */
  signingKey: Buffer;
  /** CONTACT_EMAIL (config.mail.contactTo). */
  ownerAddress: string;
  /** The client's address, for CONTACT_LIMIT. */
  ip: string;
  now: Date;
  input: ContactInput;
  limit?: RateLimitRule;
}

export type SendContactMessageResult = {
  /** 'stored': kept and both emails queued (or already, for a repeated form); 'dropped': a robot, nothing kept. */
  outcome: 'stored' | 'dropped';
};

/**
 * Stores a contact message and queues two emails in one transaction: to the owner with Reply-To the sender,
 * and an acknowledgement to the sender. The form's token makes it idempotent: the same form sent twice
 * (a double click, a retry) is one message and one pair of emails.
 *
 * The spam defences give nothing away to a robot and cost a person nothing: a filled honeypot or a form
 * sent back faster than MIN_FILL_MS is answered exactly like a stored message but kept and sent nowhere
 * (and logged). A forged or day-old token is the one refusal a person can meet (400 naming `formToken`:
 * the page hands out a fresh form with what they typed). Rate limiting counts every attempt by address.
 */
export async function sendContactMessage({
  db,
  mailer,
  logger,
  signingKey,
  ownerAddress,
  ip,
  now,
  input,
  limit = CONTACT_LIMIT,
}: SendContactMessageOptions): Promise<SendContactMessageResult> {
  const limited = await hitRateLimit({ db, rule: limit, subject: ip, now });
  if (!limited.allowed) {
    throw new DomainError('rate_limited', 'Too many messages from your connection. Please try again later.', {
      retryAfterSeconds: limited.retryAfterSeconds,
    });
  }
  const token = checkContactFormToken({ key: signingKey, token: input.formToken, now });
  if (!token.ok) {
    throw new DomainError(
      'invalid',
      token.reason === 'expired'
        ? 'This form has expired. Please press Send again.'
        : 'This form could not be checked. Please reload the page and send again.',
      { field: 'formToken' },
    );
  }
  if (input.website.trim() !== '' || token.tooFast) {
    logger.info({ ip, honeypot: input.website.trim() !== '', tooFast: token.tooFast }, 'contact form: dropped a robot message');
    return { outcome: 'dropped' };
  }

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contactMessages)
      .values({
        formNonce: token.nonce,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        createdAt: now,
      })
      .onConflictDoNothing({ target: contactMessages.formNonce })
      .returning({ id: contactMessages.id });
    if (inserted.length === 0) return; // this form was already sent: its message and emails exist
    const toOwner = contactOwnerEmail(mailer.siteUrl, { ...input, receivedAt: now });
    await mailer.queue(tx, { kind: 'contact-message', to: ownerAddress, ...toOwner, headers: { 'Reply-To': input.email } }, now);
    const acknowledgement = contactAcknowledgementEmail(mailer.siteUrl, input);
    await mailer.queue(tx, { kind: 'contact-acknowledgement', to: input.email, ...acknowledgement }, now);
  });
  return { outcome: 'stored' };
}
