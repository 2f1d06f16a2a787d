import { Hono } from 'hono';
import { z } from 'zod';
import { SLUG_PATTERN } from '../../content/blog/blog-schema';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import { findArticle } from '../blog/article-collection';
import { recordArticleView } from '../blog/record-article-view';
import { HttpError, parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** Readers behind one address (an office, a school) open a few articles a minute each; this bounds the writes one address can cause. */
export const ARTICLE_VIEW_LIMIT: RateLimitRule = { name: 'article-view-ip', limit: 300, windowMs: 10 * 60_000 };

const articleViewBody = z.object({
  slug: z.string({ message: 'slug is required' }).max(80, 'slug is too long').regex(SLUG_PATTERN, 'slug is not an article slug'),
});

export function blogRoutes({ db, now }: Services) {
  // Called by the article page once it is shown (app/components/blog/article-views.tsx): pages are
  // served from a shared cache, so the page request itself cannot count a view.
  return new Hono<AppEnv>().post('/views', async (c) => {
    const { slug } = await parseJsonBody(c, articleViewBody);
    if (!findArticle(slug)) throw new HttpError(404, 'No article has this slug', { field: 'slug' });
    const clientIp = c.get('clientIp');
    const limited = await hitRateLimit({ db, rule: ARTICLE_VIEW_LIMIT, subject: clientIp, now: now() });
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return c.json({ message: 'Too many requests. Please try again later.' }, 429);
    }
    const views = await recordArticleView({ db, slug, clientIp, userAgent: c.req.header('user-agent') ?? '', now: now() });
    c.header('Cache-Control', 'no-store');
    return c.json({ slug, views });
  });
}
