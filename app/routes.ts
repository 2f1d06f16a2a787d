import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Mirrors the route list of spec 000 §2 / 001 §2; each capability adds its pages here.
export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('account', 'routes/account.tsx'),
  // Issue 14: the certificate forms of /account post here (no page of its own); the public certificate page.
  route('account/certificates', 'routes/account-certificates.tsx'),
  // Issue 30: the learner's referral link and what it earned.
  route('account/referrals', 'routes/account-referrals.tsx'),
  // Issue 44: the learner's subscriptions, payment plans, card and invoices; cancel, resume, switch interval.
  route('account/billing', 'routes/account-billing.tsx'),
  route('certificates/:id', 'routes/certificate.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  // Issue 26 item 15: the link that proves an account's address.
  route('verify-email', 'routes/verify-email.tsx'),
  route('courses', 'routes/courses.tsx'),
  route('course/free', 'routes/course-free.tsx'),
  route('course/premium', 'routes/course-premium.tsx'),
  // Any other course of the catalogue (issue 43): the two routes above are more specific and keep their pages.
  route('course/:slug', 'routes/course-page.tsx'),
  route('checkout/:courseId', 'routes/checkout.tsx'),
  // The checkout of an offer (issue 43): the same page, which also confirms the payment the provider returns with.
  route('checkout/offer/:offerId', 'routes/checkout.tsx', { id: 'checkout-offer' }),
  // Issue 43: an offer's sales page (what it grants, its price, the guarantee) and its free enrolment form.
  route('offer/:slug', 'routes/offer.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('search', 'routes/search.tsx'),
  route('course/:courseId/module/:moduleId/lesson/:lessonId', 'routes/lesson.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/archive', 'routes/newsletter-archive.tsx'),
  route('newsletter/archive/:slug', 'routes/newsletter-archive-issue.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-article.tsx'),
  route('business-ideas', 'routes/business-ideas.tsx'),
  // Each idea's guide as a reading page of its own (issue 25); the list opens it in place with the enhancement module.
  route('business-ideas/:slug', 'routes/business-idea.tsx'),
  // Help, contact and the shop's legal pages (issues 15 and 19).
  route('help', 'routes/help.tsx'),
  // Issue 29: a private link showing a draft as its page would (server/content-store/previews.ts).
  route('preview/:token', 'routes/content-preview.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('refund-policy', 'routes/refund-policy.tsx'),
  // The premium member area (issue 19): every loader checks access first (app/lib/member-area.server.ts).
  route('premium', 'routes/premium.tsx'),
  route('premium/templates', 'routes/premium-templates.tsx'),
  route('premium/templates/:slug', 'routes/premium-template.tsx'),
  route('premium/calls', 'routes/premium-calls.tsx'),
  // The mastermind community (issue 28): premium members and owners (server/community/check-community-access.ts).
  route('premium/community', 'routes/premium-community.tsx'),
  route('premium/community/:threadId', 'routes/premium-community-thread.tsx'),
  route('premium/coaching', 'routes/premium-coaching.tsx'),
  route('community', 'routes/community.tsx'),
  route('discussions/unsubscribe', 'routes/discussions-unsubscribe.tsx'),
  // Issue 30: a marketing sequence email's unsubscribe link asks before it unsubscribes.
  route('email/unsubscribe', 'routes/email-unsubscribe.tsx'),
  // The owner's area (issue 13): every loader and action calls requireOwner (app/lib/auth.server.ts).
  route('admin', 'routes/admin.tsx', [
    index('routes/admin-overview.tsx'),
    route('purchases', 'routes/admin-purchases.tsx'),
    route('subscriptions', 'routes/admin-subscriptions.tsx'),
    route('learners', 'routes/admin-learners.tsx'),
    route('learners/:id', 'routes/admin-learner.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
    route('subscribers', 'routes/admin-subscribers.tsx'),
    route('newsletter', 'routes/admin-newsletter.tsx'),
    route('messages', 'routes/admin-messages.tsx'),
    route('calls', 'routes/admin-calls.tsx'),
    route('coaching', 'routes/admin-coaching.tsx'),
    route('reports', 'routes/admin-reports.tsx'),
    route('analytics', 'routes/admin-analytics.tsx'),
    // Email sequences (issue 30): the list, and one sequence's editor (`new` for a new one).
    route('sequences', 'routes/admin-sequences.tsx'),
    route('sequences/:id', 'routes/admin-sequence.tsx'),
    route('coupons', 'routes/admin-coupons.tsx'),
    route('offers', 'routes/admin-offers.tsx'),
    route('offers/:id', 'routes/admin-offer.tsx'),
    route('referrals', 'routes/admin-referrals.tsx'),
    route('invoices', 'routes/admin-invoices.tsx'),
    route('settings', 'routes/admin-settings.tsx'),
    // The content studio (issue 29): the list per kind (?kind=), and one item's editor (`new` for a new one).
    // Courses as rows the owner creates (issue 43): the catalogue, a new course, one course's form (?edit=<id>).
    route('courses', 'routes/admin-courses.tsx'),
    route('content', 'routes/admin-content.tsx'),
    route('content/:kind/:id', 'routes/admin-content-edit.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
