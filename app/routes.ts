import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Mirrors the route list of spec 000 §2 / 001 §2; each capability adds its pages here.
export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('account', 'routes/account.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('courses', 'routes/courses.tsx'),
  route('course/free', 'routes/course-free.tsx'),
  route('course/premium', 'routes/course-premium.tsx'),
  route('checkout/:courseId', 'routes/checkout.tsx'),
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
  // The owner's area (issue 13): every loader and action calls requireOwner (app/lib/auth.server.ts).
  route('admin', 'routes/admin.tsx', [
    index('routes/admin-overview.tsx'),
    route('purchases', 'routes/admin-purchases.tsx'),
    route('learners', 'routes/admin-learners.tsx'),
    route('learners/:id', 'routes/admin-learner.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
    route('subscribers', 'routes/admin-subscribers.tsx'),
    route('newsletter', 'routes/admin-newsletter.tsx'),
    route('coupons', 'routes/admin-coupons.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
