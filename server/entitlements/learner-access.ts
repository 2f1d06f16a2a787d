import { and, asc, eq, gt, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { entitlements, offerGrants, offers, users } from '../db/schema';
import type { Db } from '../db/client';
import type { GrantType } from '../offers/schema';

/**
 * Reading access (issue 43): every check asks the entitlements, live at `now` (begun, not ended). A course that
 * a published free offer gives is open to every signed-in learner, who is enrolled in it the first time they
 * open it (server/entitlements/enrol-in-open-course.ts).
 */
export interface LearnerAccess {
  /** The courses the learner may open (bought, granted, or enrolled in for free). */
  courseIds: string[];
  memberArea: boolean;
  community: boolean;
  coaching: boolean;
}

export const NO_ACCESS: LearnerAccess = { courseIds: [], memberArea: false, community: false, coaching: false };

/**
 * A grant that makes its course open to every signed-in learner: a course grant of a published free offer. For a
 * select from `offer_grants` joined to `offers`; the one statement of the rule.
 */
export const OPEN_COURSE_GRANT: SQL = and(eq(offerGrants.type, 'course'), eq(offers.priceType, 'free'), eq(offers.status, 'published'))!;

/**
 * The rows that give access at `now`: not ended. A row gives access from the moment it is written (`startsAt` says
 * when that was, for drip and coaching windows): comparing it with a request's clock would let a second request
 * that began a millisecond earlier, or ran on a process whose clock is a little behind, miss a purchase just
 * recorded, and pay or enrol twice.
 */
export function liveAt(now: Date): SQL {
  return or(isNull(entitlements.endsAt), gt(entitlements.endsAt, now))!;
}

/**
 * The learner's access as one JSON value, for a select from `users` (the outer users.id is written with its
 * table: inside these subqueries a bare "id" would be another table's). `courseIds` holds the courses the
 * learner is entitled to and the open ones.
 */
export function learnerAccessSql(now: Date): SQL<LearnerAccess> {
  const userId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
  const has = (kind: GrantType) =>
    sql`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${userId} and ${entitlements.kind} = ${kind} and ${liveAt(now)})`;
  return sql<LearnerAccess>`jsonb_build_object(
      'courseIds', coalesce((select jsonb_agg(distinct owned.course_id) from (
        select ${entitlements.courseId} as course_id from ${entitlements}
          where ${entitlements.userId} = ${userId} and ${entitlements.kind} = 'course' and ${liveAt(now)}
        union select ${offerGrants.courseId} from ${offerGrants} join ${offers} on ${offers.id} = ${offerGrants.offerId}
          where ${OPEN_COURSE_GRANT}) as owned), '[]'::jsonb),
      'memberArea', ${has('member_area')},
      'community', ${has('community')},
      'coaching', ${has('coaching')})`;
}

/**
 * "Premium" as the specification's `hasPremiumAccess` means it (the Premium badge, the member area): a live
 * member-area entitlement.
 */
export function memberAreaSql(now: Date): SQL<boolean> {
  const userId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
  return sql<boolean>`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${userId} and ${entitlements.kind} = 'member_area' and ${liveAt(now)})`;
}

/** One learner's access, read on its own (a session user carries it already: SessionUser.access). */
export async function loadLearnerAccess({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<LearnerAccess> {
  const [row] = await db
    .select({ access: learnerAccessSql(now) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.access ?? NO_ACCESS;
}

/** When the learner's live access of a kind (of a course) began: the first such row. Null without one. */
export async function accessSince({
  db,
  userId,
  kind,
  courseId,
  now,
}: {
  db: Db;
  userId: string;
  kind: GrantType;
  courseId?: string;
  now: Date;
}): Promise<Date | null> {
  const [row] = await db
    .select({ startsAt: entitlements.startsAt })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.kind, kind),
        courseId ? eq(entitlements.courseId, courseId) : undefined,
        liveAt(now),
      ),
    )
    .orderBy(asc(entitlements.startsAt))
    .limit(1);
  return row?.startsAt ?? null;
}

/** The ids of every course a published free offer gives. */
export async function openCourseIds({ db }: { db: Db }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ courseId: offerGrants.courseId })
    .from(offerGrants)
    .innerJoin(offers, eq(offers.id, offerGrants.offerId))
    .where(OPEN_COURSE_GRANT);
  return rows.flatMap((r) => (r.courseId ? [r.courseId] : []));
}

/**
 * Whether a learner may open a course, as SQL over two columns (certificates, reviews): a live course
 * entitlement, or the course is open (a published free offer gives it).
 */
export function courseAccessSql(userIdColumn: SQL | AnyColumn, courseIdColumn: SQL | AnyColumn, now: Date): SQL<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<boolean>`(exists (select 1 from ${entitlements} where ${entitlements.userId} = ${userIdColumn}
      and ${entitlements.courseId} = ${courseIdColumn}
      and (${entitlements.endsAt} is null or ${entitlements.endsAt} > ${at}))
    or exists (select 1 from ${offerGrants} join ${offers} on ${offers.id} = ${offerGrants.offerId}
      where ${offerGrants.courseId} = ${courseIdColumn} and ${OPEN_COURSE_GRANT}))`;
}
