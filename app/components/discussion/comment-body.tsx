import { formatComment, type CommentInline } from '../../../common/comment-format';

function Inline({ part }: { part: CommentInline }) {
  switch (part.type) {
    case 'text':
      return <>{part.text}</>;
    case 'break':
      return <br />;
    case 'code':
      return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">{part.text}</code>;
    case 'link':
      // ugc + nofollow: a learner's link earns no ranking from the site (issue 15, spam).
      return (
        <a href={part.href} rel="ugc nofollow noopener noreferrer" className="text-blue-700 underline hover:text-blue-900">
          {part.text}
        </a>
      );
    case 'strong':
      return (
        <strong className="font-semibold">
          {part.children.map((child, i) => (
            <Inline key={i} part={child} />
          ))}
        </strong>
      );
    case 'em':
      return (
        <em>
          {part.children.map((child, i) => (
            <Inline key={i} part={child} />
          ))}
        </em>
      );
  }
}

/**
 * A comment's text (common/comment-format.ts): built from React elements, so nothing typed becomes markup.
 * `dir="auto"` lets a right-to-left comment read naturally; `break-words` keeps a very long word inside the box.
 */
export function CommentBody({ body, linksClickable }: { body: string; linksClickable: boolean }) {
  return (
    <div dir="auto" className="flex flex-col gap-2 break-words text-slate-800 [overflow-wrap:anywhere]">
      {formatComment(body, { linksClickable }).map((paragraph, i) => (
        <p key={i}>
          {paragraph.map((part, j) => (
            <Inline key={j} part={part} />
          ))}
        </p>
      ))}
    </div>
  );
}
