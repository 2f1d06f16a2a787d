import { SITE_NAME } from './site';

/**
 * Certificates of completion (issue 14, docs/decisions/018-certificates.md): the parts both the pages
 * and the server need. Plain data and functions, safe for the browser bundle: the zod schemas are in
 * `certificate-schemas.ts`, because a browser import of a module that builds one brings zod along
 * (docs/decisions/010-browser-bundle-and-forms.md).
 */

/** 18 random bytes in base64url: 24 characters, unguessable (server/certificates/certificate-id.ts). */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const CERTIFICATE_NAME_MAX = 80;

export type CertificateState = 'valid' | 'revoked' | 'withdrawn';

export const certificatePath = (id: string) => `/certificates/${id}`;
export const certificatePdfPath = (id: string) => `/certificates/${id}.pdf`;
export const certificateImagePath = (id: string) => `/certificates/${id}/og.png`;

/** "1.5 hours", "45 minutes": the study time printed on a certificate. */
export function formatStudyTime(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** "23 November 2026", in UTC: a certificate's date is the same wherever it is read. */
export function formatCertificateDate(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * LinkedIn's "Add to profile" link for a certification: the form opens filled in with the certificate's
 * name, the issuing organisation, the issue month and year, its id and its verification address.
 */
export function linkedInAddToProfileUrl(input: { courseTitle: string; issuedAt: string; id: string; url: string }): string {
  const issued = new Date(input.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: `${input.courseTitle} — Certificate of Completion`,
    organizationName: SITE_NAME,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: input.url,
    certId: input.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
