/** Reads the .eml files the outbox transport writes, for integration and end-to-end tests. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEmail, type ParsedEmail } from '../server/email/parse-email';

export interface OutboxEmail extends ParsedEmail {
  file: string;
  /** The message as written, every MIME part (a calendar invitation's among them) included. */
  raw: string;
}

/** Every message in the folder, oldest first (file names start with the time they were written). */
export function readOutbox(dir: string): OutboxEmail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      return { ...parseEmail(raw), raw, file: name };
    });
}

/** The messages to one address (compared case-insensitively), oldest first. */
export function emailsTo(dir: string, address: string): OutboxEmail[] {
  const wanted = address.trim().toLowerCase();
  return readOutbox(dir).filter((email) => email.to.toLowerCase().includes(wanted));
}

/** The first link in the text part whose path starts with `path`, e.g. '/reset-password'. */
export function linkIn(email: ParsedEmail, path: string): URL {
  for (const match of email.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`no ${path} link in "${email.subject}":\n${email.text}`);
}
