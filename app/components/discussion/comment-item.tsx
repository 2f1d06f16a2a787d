import { Flag, MessageSquareReply, Pencil, Pin } from 'lucide-react';
import { formatDateTime } from '../../../common/format';
import { CommentBody } from './comment-body';
import { CommentActionButton, CommentTextForm, ReportForm } from './comment-forms';
import type { CommentView } from '../../../common/discussion-schemas';
import type { ReactNode } from 'react';

const summaryClass =
  'inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600';

/** A disclosure that works without JavaScript (details/summary), for the reply, edit and report forms. */
function Disclosure({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <details className="group w-full [&:not([open])]:w-auto">
      <summary className={summaryClass}>
        {icon}
        {label}
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

function Badge({ children, tone }: { children: ReactNode; tone: 'blue' | 'amber' | 'slate' }) {
  const tones = {
    blue: 'bg-blue-100 text-blue-900',
    amber: 'bg-amber-100 text-amber-950',
    slate: 'bg-slate-200 text-slate-800',
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

export function CommentItem({
  comment,
  moderator,
  isReply,
  replyHere = true,
  timeZone = 'UTC',
}: {
  comment: CommentView;
  moderator: boolean;
  isReply: boolean;
  /** False where the page has its own reply box (a mastermind thread's page). */
  replyHere?: boolean;
  /** The reader's zone, where the page knows it (the mastermind community); UTC otherwise. */
  timeZone?: string;
}) {
  const { id, author, removed } = comment;
  return (
    <article id={`comment-${id}`} aria-label={author ? `Comment by ${author.username}` : 'Removed comment'} className="scroll-mt-24">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {author ? <span className="font-semibold text-slate-900">{author.username}</span> : null}
        {author?.instructor ? <Badge tone="blue">Instructor</Badge> : null}
        {comment.pinned ? (
          <Badge tone="amber">
            <Pin className="mr-1 inline size-3" aria-hidden />
            Pinned
          </Badge>
        ) : null}
        {comment.hidden ? <Badge tone="slate">Hidden from other learners</Badge> : null}
        <time dateTime={comment.createdAt} className="text-slate-600">
          {formatDateTime(comment.createdAt, timeZone)}
        </time>
        {comment.edited ? <span className="text-slate-600">(edited)</span> : null}
      </header>
      <div className="mt-1">
        {removed ? (
          <p className="italic text-slate-600">
            {removed === 'deleted' ? 'This comment was deleted.' : 'This comment was hidden by a moderator.'}
          </p>
        ) : (
          <CommentBody body={comment.body ?? ''} linksClickable={comment.linksClickable} />
        )}
      </div>
      {removed ? null : (
        <div className="mt-2 flex flex-wrap items-start gap-2">
          {!isReply && replyHere ? (
            <Disclosure label="Reply" icon={<MessageSquareReply className="size-4" aria-hidden />}>
              <CommentTextForm
                formKey={`reply-${id}`}
                intent="comment-post"
                hidden={{ parentId: id }}
                label="Your reply"
                submitLabel="Post reply"
                rows={3}
              />
            </Disclosure>
          ) : null}
          {comment.editableUntil ? (
            <Disclosure label="Edit" icon={<Pencil className="size-4" aria-hidden />}>
              <CommentTextForm
                formKey={`edit-${id}`}
                intent="comment-edit"
                hidden={{ id }}
                label="Edit your comment (possible for 15 minutes after posting)"
                submitLabel="Save changes"
                defaultValue={comment.body ?? ''}
                rows={3}
              />
            </Disclosure>
          ) : null}
          {comment.mine ? (
            <CommentActionButton intent="comment-delete" id={id}>
              Delete
            </CommentActionButton>
          ) : (
            <Disclosure label="Report" icon={<Flag className="size-4" aria-hidden />}>
              <ReportForm id={id} />
            </Disclosure>
          )}
          {moderator ? (
            <>
              <CommentActionButton intent={comment.hidden ? 'comment-unhide' : 'comment-hide'} id={id} variant="outline">
                {comment.hidden ? 'Unhide' : 'Hide'}
              </CommentActionButton>
              {!isReply ? (
                <CommentActionButton intent={comment.pinned ? 'comment-unpin' : 'comment-pin'} id={id} variant="outline">
                  {comment.pinned ? 'Unpin' : 'Pin thread'}
                </CommentActionButton>
              ) : null}
            </>
          ) : null}
        </div>
      )}
    </article>
  );
}
