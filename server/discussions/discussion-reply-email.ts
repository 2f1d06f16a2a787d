import { SITE_NAME } from '../../common/site';
import { renderEmail, type RenderedEmail } from '../email/email-layout';

/** "Someone replied to your comment": plain text of the reply (never HTML from it), a link to it, and how to stop these. */
export function discussionReplyEmail(
  siteUrl: string,
  reply: {
    recipient: string;
    replier: string;
    instructor: boolean;
    lessonTitle: string;
    excerpt: string;
    commentUrl: string;
    unsubscribeUrl: string;
  },
): RenderedEmail {
  const who = reply.instructor ? `${reply.replier} (Instructor)` : reply.replier;
  return renderEmail(
    {
      subject: `${who} replied to your comment on “${reply.lessonTitle}”`,
      heading: 'New reply to your comment',
      paragraphs: [`Hi ${reply.recipient}, ${who} replied to your comment on the lesson “${reply.lessonTitle}”:`, `“${reply.excerpt}”`],
      action: { label: 'Read the reply', url: reply.commentUrl },
      after: ['You get at most one of these emails per discussion thread each hour.'],
      footer: [
        `You received this email because you commented in a lesson discussion at ${SITE_NAME}.`,
        { text: 'Unsubscribe from discussion emails', url: reply.unsubscribeUrl },
        { text: 'Change this in your account settings', url: `${siteUrl}/account#discussion-emails` },
      ],
    },
    siteUrl,
  );
}
