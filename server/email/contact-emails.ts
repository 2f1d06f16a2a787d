import { CONTACT_SUBJECTS, type ContactSubject } from '../../common/contact-schema';
import { SITE_NAME } from '../../common/site';
import { escapeHtml, renderEmail, type RenderedEmail } from './email-layout';

/**
 * A visitor's text between Unicode's first-strong isolate and pop-directional-isolate marks: a right-to-left
 * override inside it cannot reverse the words around it, in the text part or the HTML (issue 15: hostile
 * text shown harmlessly).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** To the owner (CONTACT_EMAIL): who wrote, about what, and the message; replying answers the sender (Reply-To). */
export function contactOwnerEmail(
  siteUrl: string,
  message: { name: string; email: string; subject: ContactSubject; message: string; receivedAt: Date },
): RenderedEmail {
  const label = CONTACT_SUBJECTS[message.subject];
  return renderEmail(
    {
      // Only the chosen subject's fixed label: nothing the visitor typed reaches a header.
      subject: `Contact form: ${label}`,
      heading: 'A message from the contact form',
      paragraphs: ['Reply to this email to answer the sender directly.'],
      details: [
        ['From', isolate(message.name)],
        ['Email', message.email],
        ['Subject', label],
        ['Received', message.receivedAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
      ],
      body: {
        text: `Message:\n\n${isolate(message.message)}`,
        html: `<div dir="auto" style="margin:0 0 20px;padding:12px 16px;border-left:4px solid #cbd5e1;background:#f8fafc;font-size:15px;line-height:1.5;color:#1e293b;white-space:pre-wrap;overflow-wrap:anywhere;unicode-bidi:isolate">${escapeHtml(message.message)}</div>`,
      },
      action: { label: 'Open the messages', url: `${siteUrl}/admin/messages` },
      footer: [`Sent because someone used the contact form at ${SITE_NAME}. Mark it handled in the owner's area once answered.`],
    },
    siteUrl,
  );
}

/**
 * To the sender. Deliberately without their name or message: anyone can type any address into the form, so
 * the acknowledgement must carry nothing a stranger could use to send their words through this site.
 */
export function contactAcknowledgementEmail(siteUrl: string, message: { subject: ContactSubject }): RenderedEmail {
  return renderEmail(
    {
      subject: `We received your message to ${SITE_NAME}`,
      heading: 'Thank you for getting in touch',
      paragraphs: [
        'Your message has reached us and a person will read it. We reply to this email address, usually within two working days.',
      ],
      details: [['Subject', CONTACT_SUBJECTS[message.subject]]],
      action: { label: 'Browse the Help Center', url: `${siteUrl}/help` },
      after: ['Many questions have an answer in the Help Center already.'],
      footer: [
        `You received this email because this address was entered in the contact form at ${SITE_NAME}.`,
        'If it was not you, ignore it: nothing else will be sent.',
      ],
    },
    siteUrl,
  );
}
