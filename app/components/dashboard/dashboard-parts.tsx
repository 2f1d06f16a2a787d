import { lazyPart } from '~/lib/lazy-part';

// The dashboard's panels beyond the courses and the figures load after the page (docs/decisions/024g-app-pages-under-budget.md).
// Those only some learners see (a notice, an offer, a review form, the member area's way in) load only for them; the
// others show their server HTML until their code arrives, and a client-side visit waits for them with the page's data.
export const DashboardCertificates = lazyPart(() =>
  import('~/components/certificates/certificate-list').then((m) => m.DashboardCertificates),
);
export const CourseReviews = lazyPart(() => import('~/components/dashboard/course-review-form').then((m) => m.CourseReviews));
export const WeeklyGoals = lazyPart(() => import('~/components/dashboard/dashboard-sidebar').then((m) => m.WeeklyGoals));
export const Achievements = lazyPart(() => import('~/components/dashboard/dashboard-sidebar').then((m) => m.Achievements));
export const DiscussionActivityList = lazyPart(() =>
  import('~/components/dashboard/discussion-activity').then((m) => m.DiscussionActivityList),
);
export const PasskeyOffer = lazyPart(() => import('~/components/passkey-offer').then((m) => m.PasskeyOffer));
export const MemberAreaCard = lazyPart(() => import('~/components/premium/member-area-card').then((m) => m.MemberAreaCard));
export const VerifyEmailNotice = lazyPart(() => import('~/components/verify-email-notice').then((m) => m.VerifyEmailNotice));

/** Resolves once the code of the panels every learner sees is here (or has failed to load). */
export function preloadDashboardParts() {
  return Promise.all([DashboardCertificates.preload(), WeeklyGoals.preload()]);
}
