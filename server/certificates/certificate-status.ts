import { and, eq, sql, type SQL } from 'drizzle-orm';
import { certificates, users } from '../db/schema';
import { courseAccessSql } from '../entitlements/learner-access';
import type { CertificateState } from '../../common/certificates';
import type { Db } from '../db/client';

/**
 * Every certificate read goes through here, so each answers the same question the same way: does it still
 * stand? A certificate stands while the learner may open its course (a live entitlement, or a course every
 * learner may open: server/entitlements/learner-access.ts); a refund, a dispute or a revoked grant ends that access,
 * whichever path recorded it (the owner's refund, the learner's own, the provider's webhook), and so
 * revokes the certificate, with no code of its own; a dispute won restores both.
 */
export async function selectCertificates(db: Db, where: SQL | undefined, now: Date) {
  const rows = await db
    .select({
      id: certificates.id,
      userId: certificates.userId,
      courseId: certificates.courseId,
      courseTitle: certificates.courseTitle,
      lessonCount: certificates.lessonCount,
      minutes: certificates.minutes,
      issuedAt: certificates.issuedAt,
      withdrawnAt: certificates.withdrawnAt,
      // As of now: the name the learner chose, else their username (issue 14: shown as at view time).
      name: sql<string>`coalesce(${users.certificateName}, ${users.username})`,
      hasAccess: courseAccessSql(certificates.userId, certificates.courseId, now),
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(where)
    .orderBy(certificates.issuedAt);
  return rows.map(({ hasAccess, ...row }) => ({
    ...row,
    state: (row.withdrawnAt ? 'withdrawn' : !hasAccess ? 'revoked' : 'valid') as CertificateState,
  }));
}

export type CertificateRow = Awaited<ReturnType<typeof selectCertificates>>[number];

export const ofUser = (userId: string) => eq(certificates.userId, userId);
export const byId = (id: string) => eq(certificates.id, id);
export const ofUserAndCourse = (userId: string, courseId: string) =>
  and(eq(certificates.userId, userId), eq(certificates.courseId, courseId));
