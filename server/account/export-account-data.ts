import { asc, eq, sql } from 'drizzle-orm';
import { SITE_NAME } from '../../common/site';
import { listSubscriptionsForExport } from '../billing/list-subscriptions-for-export';
import { listCertificatesForExport } from '../certificates/list-certificates';
import { listSessionsForExport } from '../coaching/list-sessions-for-export';
import { lessonActivity, lessonProgress, newsletterSubscribers, offers, purchases, userFirstTouches, users } from '../db/schema';
import { listDiscussionPostsForExport } from '../discussions/list-discussion-posts-for-export';
import { DomainError } from '../errors/domain-error';
import { listInvoicesForExport } from '../invoices/list-invoices-for-export';
import { listPasskeys } from '../passkeys/list-passkeys';
import { listReferralsForExport } from '../referrals/list-referrals-for-export';
import { listReviewsForExport } from '../reviews/course-reviews';
import { listEnrolmentsForExport } from '../sequences/list-enrolments-for-export';
import { listSessions } from './list-sessions';
import type { Db } from '../db/client';

/** What every section of the export is given: the account it is for, and nothing that could select another. */
export interface ExportContext {
  db: Db;
  userId: string;
  /** The session making the request, marked `current` among the sessions. */
  sessionToken: string | undefined;
  now: Date;
}

/** One part of the export: its key in the file, and how to read the account's own rows for it. */
export interface ExportSection {
  name: string;
  collect: (context: ExportContext) => Promise<unknown>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const account: ExportSection = {
  name: 'account',
  collect: async ({ db, userId }) => {
    const [user] = await db
      .select({
        username: users.username,
        email: users.email,
        createdAt: users.createdAt,
        lastSeenAt: users.lastSeenAt,
        marketingConsentAt: users.marketingConsentAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw new DomainError('not_found', 'This account no longer exists.');
    // Where the account came from (analytics' first touch, kept at sign-up): a source and a page, not an address.
    const [firstTouch] = await db
      .select({
        source: userFirstTouches.source,
        medium: userFirstTouches.medium,
        campaign: userFirstTouches.campaign,
        referrerHost: userFirstTouches.referrerHost,
        entryPath: userFirstTouches.entryPath,
      })
      .from(userFirstTouches)
      .where(eq(userFirstTouches.userId, userId));
    return {
      ...user,
      createdAt: iso(user.createdAt),
      lastSeenAt: iso(user.lastSeenAt),
      marketingConsentAt: iso(user.marketingConsentAt),
      cameFrom: firstTouch ?? null,
    };
  },
};

const purchaseSection: ExportSection = {
  name: 'purchases',
  collect: async ({ db, userId }) => {
    const rows = await db
      .select({
        courseId: purchases.courseId,
        offerId: purchases.offerId,
        courseTitle: offers.title,
        amount: purchases.amount,
        currency: purchases.currency,
        status: purchases.status,
        paymentReference: purchases.paymentIntentId,
        purchasedAt: purchases.createdAt,
        refundedAt: purchases.refundedAt,
        refundReason: purchases.refundReason,
      })
      .from(purchases)
      .innerJoin(offers, eq(offers.id, purchases.offerId))
      .where(eq(purchases.userId, userId))
      .orderBy(asc(purchases.createdAt));
    return rows.map((row) => ({ ...row, purchasedAt: iso(row.purchasedAt), refundedAt: iso(row.refundedAt) }));
  },
};

const progress: ExportSection = {
  name: 'progress',
  collect: async ({ db, userId }) => {
    const [lessons, activity] = await Promise.all([
      db
        .select({
          courseId: lessonProgress.courseId,
          lessonKey: lessonProgress.lessonKey,
          sectionsRevealed: lessonProgress.sectionsRevealed,
          quizAnswers: lessonProgress.quizAnswers,
          quizCorrect: lessonProgress.quizCorrect,
          quizAnsweredAt: lessonProgress.quizAnsweredAt,
          actionDoneAt: lessonProgress.actionDoneAt,
          completedAt: lessonProgress.completedAt,
          startedAt: lessonProgress.startedAt,
        })
        .from(lessonProgress)
        .where(eq(lessonProgress.userId, userId))
        .orderBy(asc(lessonProgress.startedAt), asc(lessonProgress.lessonKey)),
      db
        .select({
          courseId: lessonActivity.courseId,
          lessonKey: lessonActivity.lessonKey,
          type: lessonActivity.type,
          correct: lessonActivity.correct,
          occurredAt: lessonActivity.occurredAt,
        })
        .from(lessonActivity)
        .where(eq(lessonActivity.userId, userId))
        .orderBy(asc(lessonActivity.occurredAt)),
    ]);
    return {
      lessons: lessons.map((row) => ({
        ...row,
        quizAnsweredAt: iso(row.quizAnsweredAt),
        actionDoneAt: iso(row.actionDoneAt),
        completedAt: iso(row.completedAt),
        startedAt: iso(row.startedAt),
      })),
      activity: activity.map((row) => ({ ...row, occurredAt: iso(row.occurredAt) })),
    };
  },
};

/** The newsletter, matched by the account's email address (subscribing needs no account). Tokens stay out. */
const subscriptions: ExportSection = {
  name: 'subscriptions',
  collect: async ({ db, userId }) => {
    const rows = await db
      .select({
        list: sql<string>`'newsletter'`,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        source: newsletterSubscribers.source,
        subscribedAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .innerJoin(users, eq(sql`lower(${users.email})`, newsletterSubscribers.email))
      .where(eq(users.id, userId));
    return rows.map((row) => ({ ...row, subscribedAt: iso(row.subscribedAt), confirmedAt: iso(row.confirmedAt) }));
  },
};

/** Names and dates only: the public keys and credential ids are of no use outside this site. */
const passkeySection: ExportSection = {
  name: 'passkeys',
  collect: async ({ db, userId }) =>
    (await listPasskeys({ db, userId })).map(({ name, createdAt, lastUsedAt, synced }) => ({ name, createdAt, lastUsedAt, synced })),
};

/** Dates only: a session's id is a digest of a sign-in cookie. */
const sessionSection: ExportSection = {
  name: 'sessions',
  collect: ({ db, userId, sessionToken, now }) => listSessions({ db, userId, sessionToken, now }),
};

/**
 * The export's sections, in the file's order. Another kind of personal data joins by adding its section
 * here (e.g. `{ name: 'certificates', collect: ({ db, userId }) => … }`); the account page and the API
 * need no change.
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  account,
  purchaseSection,
  { name: 'invoices', collect: ({ db, userId }) => listInvoicesForExport({ db, userId }) },
  progress,
  { name: 'certificates', collect: ({ db, userId, now }) => listCertificatesForExport({ db, userId, now }) },
  { name: 'discussionPosts', collect: ({ db, userId }) => listDiscussionPostsForExport({ db, userId }) },
  { name: 'reviews', collect: ({ db, userId }) => listReviewsForExport({ db, userId }) },
  { name: 'coachingSessions', collect: ({ db, userId }) => listSessionsForExport({ db, userId }) },
  subscriptions,
  { name: 'paidSubscriptions', collect: ({ db, userId }) => listSubscriptionsForExport({ db, userId }) },
  { name: 'emailSequences', collect: ({ db, userId }) => listEnrolmentsForExport({ db, userId }) },
  { name: 'referrals', collect: ({ db, userId }) => listReferralsForExport({ db, userId }) },
  passkeySection,
  sessionSection,
];

export interface AccountExport {
  site: string;
  exportedAt: string;
  /** The section names, in order; each is a key of the export. */
  sections: string[];
  [section: string]: unknown;
}

/**
 * Everything the site keeps about the account, as one JSON document ("Download my data", issue 19; UK
 * GDPR's right of access). Each section reads only rows of `userId`.
 */
export async function exportAccountData({
  sections = EXPORT_SECTIONS,
  ...context
}: ExportContext & { sections?: readonly ExportSection[] }): Promise<AccountExport> {
  const values = await Promise.all(sections.map((section) => section.collect(context)));
  const result: AccountExport = { site: SITE_NAME, exportedAt: context.now.toISOString(), sections: sections.map((s) => s.name) };
  sections.forEach((section, index) => {
    result[section.name] = values[index];
  });
  return result;
}

/** "ai-income-academy-data-2026-11-23.json": the download's file name. */
export function exportFileName(now: Date): string {
  return `ai-income-academy-data-${now.toISOString().slice(0, 10)}.json`;
}
