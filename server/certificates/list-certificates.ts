import { eq } from 'drizzle-orm';
import { certificatePath } from '../../common/certificates';
import { users } from '../db/schema';
import { ofUser, selectCertificates } from './certificate-status';
import type { CertificateState } from '../../common/certificates';
import type { Db } from '../db/client';

/** One of a learner's certificates as they (or an owner) see it: plain JSON. */
export interface CertificateSummary {
  id: string;
  courseId: string;
  courseTitle: string;
  /** When the last lesson was completed (ISO). */
  issuedAt: string;
  lessonCount: number;
  minutes: number;
  /** The name printed on it today. */
  name: string;
  state: CertificateState;
  /** The public page's path (it answers 410 unless state is valid). */
  path: string;
}

/** A learner's certificates, oldest first: for their dashboard, /account, the API, the owner's learner page. */
export async function listCertificates({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<CertificateSummary[]> {
  const rows = await selectCertificates(db, ofUser(userId), now);
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt.toISOString(),
    lessonCount: row.lessonCount,
    minutes: row.minutes,
    name: row.name,
    state: row.state,
    path: certificatePath(row.id),
  }));
}

/** The rows a learner's data export carries (issue 19): the same plain facts. */
export const listCertificatesForExport = listCertificates;

/** The /account section: the printed name (and whether it is just the username) and the certificates. */
export async function loadCertificateSettings({ db, userId, now }: { db: Db; userId: string; now: Date }) {
  const [[user], list] = await Promise.all([
    db.select({ username: users.username, certificateName: users.certificateName }).from(users).where(eq(users.id, userId)),
    listCertificates({ db, userId, now }),
  ]);
  return { name: user?.certificateName ?? user?.username ?? '', chosen: Boolean(user?.certificateName), certificates: list };
}
