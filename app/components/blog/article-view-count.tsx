import { useEffect, useState } from 'react';
import { formatViews } from '../../../common/blog-listing';

/** The API call that counts a view (server/api/blog-routes.ts). */
export const ARTICLE_VIEWS_PATH = '/api/blog/views';

/**
 * An article's view count. The view is counted from the browser once the article is on screen (by React
 * after a client navigation, otherwise by the enhancement module through `data-article-views`): the
 * page itself may come from the server's shared page cache, which no request reaches, and a visitor
 * without JavaScript (most crawlers) is not counted. The answer carries the new total, shown at once;
 * the server's HTML may hold a count a few minutes old.
 */
export function ArticleViewCount({ slug, initialViews }: { slug: string; initialViews: number }) {
  const [views, setViews] = useState(initialViews);

  useEffect(() => {
    let cancelled = false;
    const count = () => {
      fetch(ARTICLE_VIEWS_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ slug }),
        keepalive: true,
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ views?: unknown }>) : undefined))
        .then((body) => {
          if (!cancelled && typeof body?.views === 'number') setViews(body.views);
        })
        // A view that could not be counted changes nothing for the reader.
        .catch(() => undefined);
    };
    // A tab opened in the background is counted when it is first looked at.
    if (document.visibilityState === 'visible') {
      count();
    } else {
      const onVisible = () => {
        if (document.visibilityState !== 'visible') return;
        document.removeEventListener('visibilitychange', onVisible);
        count();
      };
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        cancelled = true;
        document.removeEventListener('visibilitychange', onVisible);
      };
    }
    return () => {
      cancelled = true;
    };
  }, [slug]);

  return (
    <span data-views={views} data-article-views={slug}>
      {formatViews(views)}
    </span>
  );
}
