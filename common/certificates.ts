import { formatMinutes } from './format';
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

/** Under this much measured study, a certificate leaves its study-time line out: too little to state (issue 26). */
export const STUDY_TIME_MINIMUM_MINUTES = 5;

/**
 * The study time a certificate states, from the learner's measured minutes (server/lessons/study-time.ts):
 * "45 min", "2 h 50 min" (rounded to 5 minutes from an hour), or null under the minimum, when the page,
 * PDF, image and JSON all leave it out.
 */
export function studyMinutes(minutes: number): number | null {
  return minutes >= STUDY_TIME_MINIMUM_MINUTES ? minutes : null;
}

export function formatStudyTime(minutes: number): string | null {
  return studyMinutes(minutes) === null ? null : formatMinutes(minutes);
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
