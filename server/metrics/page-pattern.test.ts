import { describe, expect, it } from 'vitest';
import { pagePatterns } from './page-pattern';
import type { ServerBuild } from 'react-router';

// The shape of React Router's manifest for app/routes.ts: a root layout, its pages, and the catch-all 404.
const route = (id: string, path: string | undefined, extra: object = {}) => ({ id, parentId: 'root', path, module: {}, ...extra });
const routes = {
  root: { id: 'root', path: '', module: {} },
  'routes/home': route('routes/home', undefined, { index: true }),
  'routes/blog': route('routes/blog', 'blog'),
  'routes/blog-article': route('routes/blog-article', 'blog/:slug'),
  'routes/lesson': route('routes/lesson', 'course/:courseId/module/:moduleId/lesson/:lessonId'),
  'routes/not-found': route('routes/not-found', '*'),
} as unknown as ServerBuild['routes'];

describe('the page pattern a path is labelled with', () => {
  const pattern = pagePatterns(routes);
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/someones-private-title', '/blog/:slug'],
    ['/course/premium-course/module/2/lesson/1', '/course/:courseId/module/:moduleId/lesson/:lessonId'],
    ['/blog/some-article.data', '/blog/:slug.data'],
    ['/_root.data', '/_root.data'],
    ['/no/such/page/alice@example.com', '/*'],
  ])('%s → %s', (path, expected) => {
    expect(pattern(path)).toBe(expected);
  });
});
