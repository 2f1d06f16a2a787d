import { SITE_NAME } from '../../common/site';
import { renderEmail, type RenderedEmail } from '../email/email-layout';

/** "Someone replied to your comment": plain text of the reply (never HTML from it), a link to it, and how to stop these. */
export function discussionReplyEmail(
  siteUrl: string,
  reply: {
    recipient: string;
    replier: string;
    instructor: boolean;
    /** The lesson, or the mastermind thread (issue 28), the reply is in. */
    where: { kind: 'lesson' | 'community'; title: string };
    excerpt: string;
    commentUrl: string;
    unsubscribeUrl: string;
  },
): RenderedEmail {
  const who = reply.instructor ? `${reply.replier} (Instructor)` : reply.replier;
  const community = reply.where.kind === 'community';
  const title = reply.where.title || 'a deleted thread';
  return renderEmail(
    {
      subject: community ? `${who} replied to your thread “${title}”` : `${who} replied to your comment on “${title}”`,
      heading: community ? 'New reply in the mastermind community' : 'New reply to your comment',
      paragraphs: [
        community
          ? `Hi ${reply.recipient}, ${who} replied to your thread “${title}” in the mastermind community:`
          : `Hi ${reply.recipient}, ${who} replied to your comment on the lesson “${title}”:`,
        `“${reply.excerpt}”`,
      ],
      action: { label: 'Read the reply', url: reply.commentUrl },
      after: ['You get at most one of these emails per discussion thread each hour.'],
      footer: [
        community
          ? `You received this email because you started a thread in the members' community at ${SITE_NAME}.`
          : `You received this email because you commented in a lesson discussion at ${SITE_NAME}.`,
        { text: 'Unsubscribe from discussion emails', url: reply.unsubscribeUrl },
        { text: 'Change this in your account settings', url: `${siteUrl}/account#discussion-emails` },
      ],
    },
    siteUrl,
  );
}
