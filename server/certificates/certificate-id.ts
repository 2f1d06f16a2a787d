import { randomBytes } from 'node:crypto';

/** 144 random bits, base64url (24 characters, common/certificates.ts CERTIFICATE_ID_PATTERN): unguessable. */
export function newCertificateId(): string {
  return randomBytes(18).toString('base64url');
}
