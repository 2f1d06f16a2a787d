import { useCallback, useState } from 'react';
import { data } from 'react-router';
import { z } from 'zod';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { AccessForm, CoachingGrantForm, CourseProgress, Section, SessionsList } from '~/components/admin/learner-panels';
import { OpenCourseList } from '~/components/admin/open-course-list';
import { PurchasesTable } from '~/components/admin/purchases-table';
import { CertificateList } from '~/components/certificates/certificate-list';
import { adminAction, confirmRecentAuth, orNotFound, parseForm, type AdminActionData } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { DEFAULT_REFUND_REASON, grantBodySchema, idParamSchema, refundBodySchema, signOutBodySchema } from '../../common/admin-schemas';
import { grantSessionsSchema } from '../../common/coaching-schemas';
import { openCourseBodySchema } from '../../common/course-schemas';
import { formatDateTime, formatPrice, formatShortDate } from '../../common/format';
import { endLearnerSessions } from '../../server/admin/end-learner-sessions';
import { grantPremium } from '../../server/admin/grant-premium';
import { loadLearner } from '../../server/admin/load-learner';
import { refundPurchase } from '../../server/admin/refund-purchase';
import { revokePremium } from '../../server/admin/revoke-premium';
import { loadBalance } from '../../server/coaching/coaching-balance';
import { loadCoachingSettings } from '../../server/coaching/coaching-settings';
import { grantCoachingSessions } from '../../server/coaching/grant-coaching-sessions';
import { learnerDripCourses } from '../../server/drip/learner-drip-courses';
import { openCourseForLearner } from '../../server/drip/open-course-for-learner';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-learner';

export const meta: Route.MetaFunction = (args) => adminMeta('Learner', args);

function learnerId(params: { id?: string }): string {
  const parsed = idParamSchema.safeParse(params);
  // Not an id: the same 404 as a learner that does not exist.
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  requireOwner(context);
  const id = learnerId(params);
  const { db, now } = context.services;
  const learner = await orNotFound(loadLearner({ db, learnerId: id, now: now() }));
  const { bookingWindowDays } = await loadCoachingSettings({ db });
  const [coaching, dripCourses] = await Promise.all([
    loadBalance({ db, userId: id, bookingWindowDays, now: now() }),
    learnerDripCourses({ db, learnerId: id }),
  ]);
  return { learner, coaching, dripCourses };
}

const refundForm = refundBodySchema.extend({ purchaseId: z.uuid({ message: 'purchaseId must be a purchase from the list' }) });

export async function action({ context, params, request }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const id = learnerId(params);
  const { services } = context;
  const form = await request.formData();
  const base = { db: services.db, now: services.now(), learnerId: id, actorId: user.id };
  switch (form.get('intent')) {
    case 'grant':
    case 'revoke': {
      const parsed = parseForm(grantBodySchema, form);
      if (!parsed.ok) return parsed.answer;
      return form.get('intent') === 'grant'
        ? adminAction(async () => (await grantPremium({ ...base, reason: parsed.value.reason }), 'Premium access granted.'))
        : adminAction(
            async () => (await revokePremium({ ...base, mailer: services.mailer, reason: parsed.value.reason }), 'Premium access revoked.'),
          );
    }
    case 'sign-out': {
      const parsed = parseForm(signOutBodySchema, form);
      if (!parsed.ok) return parsed.answer;
      return adminAction(async () => {
        const { ended } = await endLearnerSessions({ ...base, sessionId: parsed.value.sessionId });
        return `Signed out of ${ended} session${ended === 1 ? '' : 's'}.`;
      });
    }
    case 'refund': {
      const parsed = parseForm(refundForm, form);
      if (!parsed.ok) return parsed.answer;
      return adminAction(async () => {
        await confirmRecentAuth({
          db: services.db,
          user,
          password: parsed.value.password,
          limits: services.authLimits,
          ip: context.clientIp,
          now: base.now,
        });
        const result = await refundPurchase({
          db: services.db,
          gateway: services.payments,
          mailer: services.mailer,
          now: base.now,
          purchaseId: parsed.value.purchaseId,
          actorId: user.id,
          reason: parsed.value.reason ?? DEFAULT_REFUND_REASON,
        });
        return result.changed ? `Refunded ${formatPrice(result.amount, result.currency)}.` : 'This purchase was already refunded.';
      });
    }
    case 'coaching-sessions': {
      // The count arrives as text; the schema is the API's (POST /api/admin/learners/:id/coaching-sessions).
      const count = String(form.get('count') ?? '').trim();
      const parsed = grantSessionsSchema.safeParse({ count: count === '' ? undefined : Number(count), reason: form.get('reason') ?? '' });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return data<AdminActionData>({ ok: false, message: issue.message, field: issue.path.join('.') }, { status: 400 });
      }
      return adminAction(async () => {
        const { available } = await grantCoachingSessions({ ...base, ...parsed.data });
        return `Coaching sessions given: ${available} to book now.`;
      });
    }
    case 'open-course': {
      // The API's schema (POST /api/admin/learners/:id/open-course) and the same business function.
      const parsed = openCourseBodySchema.safeParse({ courseId: String(form.get('courseId') ?? '') });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return data<AdminActionData>({ ok: false, message: issue.message, field: 'courseId' }, { status: 400 });
      }
      return adminAction(async () => {
        const { alreadyOpen } = await openCourseForLearner({ ...base, courseId: parsed.data.courseId });
        return alreadyOpen
          ? 'Every lesson of this course was already open for this learner.'
          : 'Every lesson of this course is open for this learner.';
      });
    }
    default:
      return data<AdminActionData>(
        { ok: false, message: 'intent must be grant, revoke, sign-out, refund, coaching-sessions or open-course', field: 'intent' },
        { status: 400 },
      );
  }
}

export default function AdminLearner({ loaderData, actionData }: Route.ComponentProps) {
  const { learner, coaching, dripCourses } = loaderData;
  const [refunded, setRefunded] = useState<AdminActionData>();
  const onRefunded = useCallback((result: AdminActionData) => setRefunded(result), []);
  const granted = learner.purchases.some((p) => p.status === 'granted');
  const paid = learner.purchases.some((p) => p.status === 'paid');
  return (
    <>
      <PageTitle description={`${learner.username}${learner.isOwner ? ' · owner' : ''}`}>{learner.email}</PageTitle>
      <ActionNotice result={refunded ?? actionData} />
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg border border-slate-200 p-3">
          <dt className="text-slate-600">Signed up</dt>
          <dd className="font-semibold text-slate-900">{formatShortDate(learner.signedUpAt)}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 p-3">
          <dt className="text-slate-600">Last seen</dt>
          <dd className="font-semibold text-slate-900">{learner.lastSeenAt ? formatDateTime(learner.lastSeenAt) : 'Not yet'}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 p-3">
          <dt className="text-slate-600">Premium access</dt>
          <dd className="font-semibold text-slate-900">{learner.hasPremiumAccess ? (granted ? 'Yes (granted)' : 'Yes (paid)') : 'No'}</dd>
        </div>
      </dl>
      <Section title="Premium access">
        {granted ? (
          <AccessForm mode="revoke" result={actionData} />
        ) : paid ? (
          <p className="text-slate-700">Paid: to end it, refund the purchase below.</p>
        ) : (
          <AccessForm mode="grant" result={actionData} />
        )}
      </Section>
      <Section title="1-on-1 coaching">
        <CoachingGrantForm balance={coaching} result={actionData} />
      </Section>
      <Section title="Release schedules">
        <OpenCourseList courses={dripCourses} />
      </Section>
      <Section title="Purchases">
        <PurchasesTable rows={learner.purchases} onRefunded={onRefunded} label={`Purchases of ${learner.email}`} />
      </Section>
      <Section title="Progress">
        {learner.courses.map((course) => (
          <CourseProgress
            key={course.courseId}
            title={course.title}
            completed={course.completed}
            total={course.total}
            lessons={course.lessons}
          />
        ))}
      </Section>
      <Section title="Certificates">
        <CertificateList certificates={learner.certificates} empty="No certificates yet." />
      </Section>
      <Section title="Active sessions">
        <SessionsList sessions={learner.sessions} />
      </Section>
    </>
  );
}
