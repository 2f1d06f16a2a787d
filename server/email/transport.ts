import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';
import type { Transporter } from 'nodemailer';

/** One message as the worker hands it to a transport. */
export interface OutgoingMessage {
  /**
   * The outbox row's id: the message's Message-ID is made from it, the same on every attempt and from every
   * process, so a message sent again after a crash (delivery is at-least-once) is recognisably the same one.
   */
  id?: string;
  /** welcome, receipt, password-reset… (names the outbox file; not part of the message). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A calendar invitation: nodemailer's icalEvent (a text/calendar alternative with its METHOD, and the file). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Files attached to the message (an invoice's PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface SendResult {
  messageId: string;
  /** The .eml file, when the message went to the outbox folder. */
  file?: string;
}

/** Where messages go: an SMTP server, or .eml files in DATA_DIR/outbox. A failure is thrown, and the worker retries. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: OutgoingMessage): Promise<SendResult>;
  close(): void;
}

// A mail server that accepts the connection and then says nothing must not hold the worker for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer (~16 MiB) is loaded by the first message sent, not at start-up: a site may send none for hours
 * (docs/decisions/024h-lighter-server.md). `make` runs once; `close` before any message closes nothing.
 */
function lazyTransporter(make: (nodemailer: (typeof import('nodemailer'))['default']) => Transporter) {
  let transporter: Transporter | undefined;
  return {
    get: async () => (transporter ??= make((await import('nodemailer')).default)),
    close: () => transporter?.close(),
  };
}

export function createSmtpTransport(opts: { url: string; from: string; logger: Logger }): MailTransport {
  const transporter = lazyTransporter((nodemailer) => nodemailer.createTransport({ url: opts.url, ...SMTP_TIMEOUTS }, { from: opts.from }));
  return {
    kind: 'smtp',
    async send(message) {
      const info = await (await transporter.get()).sendMail(toNodemailer(message, opts.from));
      opts.logger.info({ kind: message.kind, subject: message.subject, to: message.to, messageId: info.messageId }, 'email sent');
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/**
 * With no mail server configured, each message becomes a real RFC 822 file (text and HTML parts) that a
 * mail client opens, so a fresh clone can still read every email the site sends.
 */
export function createOutboxTransport(opts: { dir: string; from: string; logger: Logger }): MailTransport {
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: opts.from }),
  );
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transporter.get()).sendMail(toNodemailer(message, opts.from));
      await mkdir(opts.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:.]/g, '');
      const kind = message.kind.replace(/[^a-z0-9-]/gi, '') || 'email';
      const name = `${stamp}-${kind}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(opts.dir, name);
      // Written aside and renamed, so whoever watches the folder never reads half a message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      opts.logger.info({ kind: message.kind, subject: message.subject, to: message.to, file }, `email written to outbox: ${name}`);
      return { messageId: info.messageId, file };
    },
    close: () => transporter.close(),
  };
}

/** `<outbox-id@sender's domain>` (RFC 5322 §3.6.4), or none: nodemailer then makes a random one. */
export function stableMessageId(id: string | undefined, from: string): string | undefined {
  if (!id) return undefined;
  const domain = /@([^\s>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

function toNodemailer(message: OutgoingMessage, from: string) {
  const messageId = stableMessageId(message.id, from);
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    ...(message.calendar && { icalEvent: message.calendar }),
    ...(message.attachments?.length && { attachments: message.attachments }),
    ...(messageId && { messageId }),
  };
}
