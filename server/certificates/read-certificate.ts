import { certificatePath, formatCertificateDate, formatStudyTime, studyMinutes } from '../../common/certificates';
import { SITE_NAME } from '../../common/site';
import { DomainError } from '../errors/domain-error';
import { byId, ofUserAndCourse, selectCertificates, type CertificateRow } from './certificate-status';
import type { Db } from '../db/client';

/** What anyone may know of a certificate that stands: the public page, its PDF and image, the API. */
export interface PublicCertificate {
  id: string;
  name: string;
  courseId: string;
  courseTitle: string;
  /** The date of completion (ISO). */
  completedAt: string;
  lessons: number;
  /** Measured study time in minutes; null (and the line left out everywhere) under the minimum (issue 26). */
  minutes: number | null;
  /** "2 h 50 min", or null with `minutes`. */
  studyTime: string | null;
  siteName: string;
  /** "Verified by AI Income Academy on 23 November 2026": the record was read, and stood, at that moment. */
  verification: string;
  verifiedAt: string;
  /** The verification address. */
  url: string;
}

/**
 * A certificate's public facts, or DomainError gone (410) when it no longer stands, with nothing personal
 * in the message: not whose it was, nor why (a refund is the learner's business).
 */
export async function readPublicCertificate({
  db,
  certificateId,
  origin,
  now,
}: {
  db: Db;
  certificateId: string;
  /** The site's public origin, for the verification address. */
  origin: string;
  now: Date;
}): Promise<PublicCertificate> {
  const [row] = await selectCertificates(db, byId(certificateId), now);
  if (!row) throw new DomainError('not_found', 'No certificate has this id.');
  if (row.state !== 'valid') throw new DomainError('gone', 'This certificate has been revoked and is no longer valid.');
  return publicFacts(row, origin, now);
}

function publicFacts(row: CertificateRow, origin: string, now: Date): PublicCertificate {
  return {
    id: row.id,
    name: row.name,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    completedAt: row.issuedAt.toISOString(),
    lessons: row.lessonCount,
    minutes: studyMinutes(row.minutes),
    studyTime: formatStudyTime(row.minutes),
    siteName: SITE_NAME,
    verification: `Verified by ${SITE_NAME} on ${formatCertificateDate(now)}`,
    verifiedAt: now.toISOString(),
    url: new URL(certificatePath(row.id), origin).href,
  };
}

/** The learner's own certificate for a course, if they have one (the last lesson's celebration links to it). */
export async function findOwnCertificate({ db, userId, courseId, now }: { db: Db; userId: string; courseId: string; now: Date }) {
  const [row] = await selectCertificates(db, ofUserAndCourse(userId, courseId), now);
  return row ? { id: row.id, state: row.state, path: certificatePath(row.id) } : null;
}
