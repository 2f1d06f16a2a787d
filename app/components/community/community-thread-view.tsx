import { CommentTextForm } from '~/components/discussion/comment-forms';
import { CommentItem } from '~/components/discussion/comment-item';
import type { CommentView } from '../../../common/discussion-schemas';

/** A mastermind thread (issue 28): its first comment, its replies and the reply box, on the lesson discussions' parts. */
export function CommunityThreadView({ thread, moderator, timeZone }: { thread: CommentView; moderator: boolean; timeZone: string }) {
  return (
    <>
      <article aria-label="Thread" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <CommentItem comment={thread} moderator={moderator} isReply={false} replyHere={false} timeZone={timeZone} />
        <section aria-labelledby="replies-heading" className="mt-6 border-t border-slate-200 pt-4">
          <h2 id="replies-heading" className="text-lg font-bold text-slate-900">
            {thread.replies.length === 0
              ? 'No replies yet'
              : `${thread.replies.length} ${thread.replies.length === 1 ? 'reply' : 'replies'}`}
          </h2>
          {thread.replies.length ? (
            <ol aria-label="Replies" className="mt-4 flex flex-col gap-4 border-l-2 border-slate-200 pl-4">
              {thread.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem comment={reply} moderator={moderator} isReply timeZone={timeZone} />
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      </article>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <CommentTextForm
          formKey="thread-reply"
          intent="comment-post"
          hidden={{ parentId: thread.id }}
          label="Your reply"
          submitLabel="Post reply"
        />
      </div>
    </>
  );
}
