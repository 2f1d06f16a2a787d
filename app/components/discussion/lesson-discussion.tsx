import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { CommentTextForm } from './comment-forms';
import { CommentItem } from './comment-item';
import type { DiscussionPage } from '../../../common/discussion-schemas';

/** The discussion under a lesson (issue 15): post, reply, sort, page; its data comes with the lesson (app/routes/lesson.tsx). */
export function LessonDiscussion({ discussion }: { discussion: DiscussionPage }) {
  const { sort, page, pageCount, total, threads, moderator } = discussion;
  const href = (next: { sort?: string; page?: number }) => {
    const params = new URLSearchParams();
    const s = next.sort ?? sort;
    const p = next.page ?? 1;
    if (s !== 'newest') params.set('sort', s);
    if (p > 1) params.set('page', String(p));
    const query = params.toString();
    return `${query ? `?${query}` : '?'}#discussion`;
  };
  return (
    <section id="discussion" aria-labelledby="discussion-heading" className="mt-12 scroll-mt-24 border-t border-slate-200 pt-8">
      <h2 id="discussion-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <MessagesSquare className="size-6 text-blue-700" aria-hidden /> Discussion
      </h2>
      <p className="mt-1 text-slate-700">
        Ask a question or share what worked for you.{' '}
        {total === 0 ? 'No comments yet: start the conversation.' : `${total} thread${total === 1 ? '' : 's'}.`}
      </p>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4">
        <CommentTextForm formKey="new-comment" intent="comment-post" label="Your question or comment" submitLabel="Post comment" />
      </div>
      {total > 0 ? (
        <nav aria-label="Sort comments" className="mt-6 flex items-center gap-3 text-sm">
          <span className="text-slate-700">Sort:</span>
          {(['newest', 'oldest'] as const).map((option) => (
            <Link
              key={option}
              to={href({ sort: option })}
              preventScrollReset
              aria-current={sort === option ? 'true' : undefined}
              className={sort === option ? 'font-semibold text-slate-900 underline' : 'text-blue-700 hover:underline'}
            >
              {option === 'newest' ? 'Newest first' : 'Oldest first'}
            </Link>
          ))}
        </nav>
      ) : null}
      <ol className="mt-4 flex flex-col gap-4">
        {threads.map((thread) => (
          <li key={thread.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <CommentItem comment={thread} moderator={moderator} isReply={false} />
            {thread.replies.length ? (
              <ol aria-label="Replies" className="mt-4 flex flex-col gap-4 border-l-2 border-slate-200 pl-4">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem comment={reply} moderator={moderator} isReply />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
      {pageCount > 1 ? (
        <nav aria-label="Comment pages" className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={href({ page: page - 1 })} preventScrollReset className="text-blue-700 hover:underline">
              ← Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-700">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={href({ page: page + 1 })} preventScrollReset className="text-blue-700 hover:underline">
              Next page →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
