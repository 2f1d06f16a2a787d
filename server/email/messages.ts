import { formatDateTime, formatPrice, formatShortDate, formatTaxRate } from '../../common/format';
import { GUARANTEE, REFUND_POLICY_PATH } from '../../common/refund-policy';
import { SITE_NAME } from '../../common/site';
import { renderEmail, type RenderedEmail } from './email-layout';
import type { Seller } from '../config';

/** The site's messages. Each takes the link origin (config.siteUrl) and returns subject, text and HTML. */

const link = (siteUrl: string, path: string) => `${siteUrl}${path}`;

/** The seller's name, address and email on a receipt (UK and EU e-commerce rules: the buyer is told who sold). */
function sellerRows(seller: Seller | undefined): [string, string][] {
  if (!seller) return [];
  return [
    ['Sold by', seller.name],
    ['Address', seller.address],
    ['Contact', seller.email],
  ];
}

export function welcomeEmail(siteUrl: string, user: { username: string }): RenderedEmail {
  return renderEmail(
    {
      subject: `Welcome to ${SITE_NAME}, ${user.username}!`,
      heading: `Welcome aboard, ${user.username}!`,
      paragraphs: [
        'Your free account is ready. The AI Business Starter Course is waiting for you: short lessons, a knowledge check at the end of each, and no technical skills needed.',
      ],
      action: { label: 'Start the free course', url: link(siteUrl, '/course/free') },
      after: [
        `Your account, password and signed-in devices are at ${link(siteUrl, '/account')}`,
        `To sign in without typing a password, add a passkey there: ${link(siteUrl, '/account#passkeys')}`,
      ],
      footer: [
        `You received this email because an account was created with this address at ${SITE_NAME}.`,
        { text: 'Not you? Reset the password to take the account over, then delete it', url: link(siteUrl, '/forgot-password') },
      ],
    },
    siteUrl,
  );
}

export function receiptEmail(
  siteUrl: string,
  purchase: {
    username: string | null;
    /** The offer bought (issue 43): the receipt names it. */
    title: string;
    /** Where the buyer starts: the offer's first course's page (or the dashboard, for an offer of no course). */
    startPath: string;
    /** Whether the offer gives the member area: the receipt then says where it is. */
    memberArea: boolean;
    amount: number;
    currency: string;
    paidAt: Date;
    reference: string;
    /** The code used at checkout and what it took off the price (issue 14). */
    coupon?: { code: string; discount: number } | null;
    /** What the purchase includes in coaching (common/coaching-rules.ts), when the offer gives a session. */
    coaching?: string;
    /** Its invoice (issue 31): number and VAT, the PDF attached to this email. */
    invoice?: { number: string; taxRate: number; tax: number; reverseCharge: boolean; taxInclusive: boolean } | null;
    /**
     * A charge of a subscription or payment plan (issue 44): which one, and until when it pays. Only the first is
     * under the money-back guarantee, and the receipt says how to cancel instead.
     */
    recurring?: { kind: 'subscription' | 'payment_plan'; sequence: number; instalments: number | null; paidUntil: Date } | null;
  },
  seller?: Seller,
): RenderedEmail {
  const invoice = purchase.invoice;
  const coupon = purchase.coupon;
  const recurring = purchase.recurring ?? null;
  const hello = purchase.username ? `Hi ${purchase.username}, your` : 'Your';
  const opening = !recurring
    ? `${hello} payment has been received and the course is unlocked on your account. Keep this email as your receipt.`
    : recurring.kind === 'payment_plan'
      ? `${hello} payment ${recurring.sequence} of ${recurring.instalments} has been received${recurring.sequence === recurring.instalments ? ': everything is paid, and your access is yours for life' : ''}. Keep this email as your receipt.`
      : recurring.sequence === 1
        ? `${hello} subscription has started and everything it includes is unlocked. It renews on ${formatShortDate(recurring.paidUntil)}; cancel any time from your billing page. Keep this email as your receipt.`
        : `${hello} subscription is renewed until ${formatShortDate(recurring.paidUntil)}. Keep this email as your receipt.`;
  const refundLine =
    !recurring || recurring.sequence === 1
      ? `Changed your mind? You can get a full refund yourself from your account within 30 days of this ${recurring ? 'first payment' : 'purchase'}: ${link(siteUrl, '/refund-policy')}`
      : `To stop further payments, cancel from your billing page at any time: ${link(siteUrl, '/account/billing')}`;
  return renderEmail(
    {
      subject: `Your receipt for ${purchase.title}`,
      heading: recurring && recurring.sequence > 1 ? 'Thank you: payment received' : 'Thank you for your purchase',
      paragraphs: [opening],
      details: [
        ['Course', purchase.title],
        ...(coupon
          ? ([
              ['Price', formatPrice(purchase.amount + coupon.discount, purchase.currency)],
              [`Discount (code ${coupon.code})`, `-${formatPrice(coupon.discount, purchase.currency)}`],
            ] satisfies [string, string][])
          : []),
        ['Amount', formatPrice(purchase.amount, purchase.currency)],
        ...(invoice
          ? ([
              invoice.reverseCharge
                ? ['VAT', 'Reverse charge: VAT to be accounted for by the recipient']
                : [
                    `VAT (${formatTaxRate(invoice.taxRate)})${invoice.taxInclusive ? ' included' : ''}`,
                    formatPrice(invoice.tax, purchase.currency),
                  ],
              ['Invoice', invoice.number],
            ] satisfies [string, string][])
          : []),
        ['Date', formatShortDate(purchase.paidAt)],
        ['Payment reference', purchase.reference],
        ...sellerRows(seller),
      ],
      action: { label: 'Open the course', url: link(siteUrl, purchase.startPath) },
      after: [
        // The templates, strategy calls and community live in the member area (issue 19).
        ...(purchase.memberArea
          ? [
              `Your member area, with the done-for-you templates, live strategy calls and the members' community: ${link(siteUrl, '/premium')}`,
            ]
          : []),
        ...(purchase.coaching ? [`Included: ${purchase.coaching}. Choose your time: ${link(siteUrl, '/premium/coaching')}`] : []),
        invoice
          ? `Your invoice ${invoice.number} is attached as a PDF; it and your purchases are on your account page: ${link(siteUrl, '/account')}`
          : `Your purchases are listed on your account page: ${link(siteUrl, '/account')}`,
        refundLine,
      ],
      footer: [
        `You received this email because you bought a course at ${SITE_NAME}.`,
        { text: 'Terms of Service', url: link(siteUrl, '/terms') },
        { text: 'Refund Policy', url: link(siteUrl, '/refund-policy') },
        { text: 'Privacy Policy', url: link(siteUrl, '/privacy') },
      ],
    },
    siteUrl,
  );
}

export function refundEmail(
  siteUrl: string,
  refund: {
    username: string | null;
    courseTitle: string;
    amount: number;
    currency: string;
    refundedAt: Date;
    reference: string;
    /** The credit note issued for it (issue 31), its PDF attached. */
    creditNote?: string | null;
  },
  seller?: Seller,
): RenderedEmail {
  return renderEmail(
    {
      subject: `Your refund for ${refund.courseTitle}`,
      heading: 'Your payment has been refunded',
      paragraphs: [
        `${refund.username ? `Hi ${refund.username}, we` : 'We'} have refunded your payment for ${refund.courseTitle}. The course is no longer unlocked on your account.`,
        'Card refunds usually reach your account within 5 to 10 working days, depending on your bank.',
      ],
      details: [
        ['Course', refund.courseTitle],
        ['Amount refunded', formatPrice(refund.amount, refund.currency)],
        ['Date', formatShortDate(refund.refundedAt)],
        ['Payment reference', refund.reference],
        ...(refund.creditNote ? ([['Credit note', refund.creditNote]] satisfies [string, string][]) : []),
        ...sellerRows(seller),
      ],
      after: [
        refund.creditNote
          ? `The credit note ${refund.creditNote} is attached as a PDF; it and your purchases are on your account page: ${link(siteUrl, '/account')}`
          : `Your purchases are listed on your account page: ${link(siteUrl, '/account')}`,
        `Our money-back guarantee: ${GUARANTEE} Refund policy: ${link(siteUrl, REFUND_POLICY_PATH)}`,
      ],
      footer: [`You received this email because a payment of yours at ${SITE_NAME} was refunded.`],
    },
    siteUrl,
  );
}

/** A second payment for a course the learner already had, refunded by the site itself (issue 26 §1). */
export function duplicatePaymentRefundEmail(
  siteUrl: string,
  refund: { username: string | null; courseTitle: string; amount: number; currency: string; refundedAt: Date; reference: string },
): RenderedEmail {
  return renderEmail(
    {
      subject: `We refunded a second payment for ${refund.courseTitle}`,
      heading: 'A second payment has been refunded',
      paragraphs: [
        `${refund.username ? `Hi ${refund.username}, you` : 'You'} already had ${refund.courseTitle} when this payment went through (paid in another tab or window, for example), so we have refunded it in full. Nothing changes on your account: the course stays unlocked.`,
        'Card refunds usually reach your account within 5 to 10 working days, depending on your bank.',
      ],
      details: [
        ['Course', refund.courseTitle],
        ['Amount refunded', formatPrice(refund.amount, refund.currency)],
        ['Date', formatShortDate(refund.refundedAt)],
        ['Payment reference', refund.reference],
      ],
      after: [`Your purchases are listed on your account page: ${link(siteUrl, '/account')}`],
      footer: [`You received this email because a payment of yours at ${SITE_NAME} was refunded.`],
    },
    siteUrl,
  );
}

export function emailVerificationEmail(siteUrl: string, link: { username: string; verifyUrl: string }): RenderedEmail {
  return renderEmail(
    {
      subject: `Confirm your email address for ${SITE_NAME}`,
      heading: 'Confirm your email address',
      paragraphs: [
        `Hi ${link.username}, please confirm that this address is yours. Until you do, we send it only receipts and password resets, and no discussion replies.`,
        'The link below works once and expires in 48 hours.',
      ],
      action: { label: 'Confirm my email address', url: link.verifyUrl },
      after: [`A new link can be sent from your account page: ${siteUrl}/account`],
      footer: [
        `You received this email because an account was created with this address at ${SITE_NAME}.`,
        { text: 'Not you? Reset the password to take the account over, then delete it', url: `${siteUrl}/forgot-password` },
      ],
    },
    siteUrl,
  );
}

export function passwordResetEmail(siteUrl: string, resetUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: `Reset your ${SITE_NAME} password`,
      heading: 'Reset your password',
      paragraphs: [
        'Someone, hopefully you, asked to reset the password of the account that uses this email address.',
        'The link below works once and expires in 1 hour.',
      ],
      action: { label: 'Choose a new password', url: resetUrl },
      after: ['If you did not ask for this, ignore this email: your password stays as it is.'],
      footer: [`You received this email because a password reset was requested at ${SITE_NAME}.`],
    },
    siteUrl,
  );
}

export function passwordChangedEmail(
  siteUrl: string,
  change: { username: string; at: Date; how: 'changed' | 'reset'; passkeys?: { removed: string[]; kept: string[] } },
): RenderedEmail {
  const names = (list: string[]) => list.map((name) => `"${name}"`).join(', ');
  // A reset proves the mailbox, not the devices: passkeys added since the last sign-in with the password
  // are removed (they may be a thief's), the others named, so the owner can check them.
  const passkeyLines =
    change.how === 'reset' && change.passkeys
      ? [
          ...(change.passkeys.removed.length > 0
            ? [`These passkeys, added since you last signed in with your password, were removed: ${names(change.passkeys.removed)}.`]
            : []),
          ...(change.passkeys.kept.length > 0
            ? [
                `These passkeys still sign in to your account: ${names(change.passkeys.kept)}. If you don't recognise one, remove it at ${link(siteUrl, '/account#passkeys')}`,
              ]
            : []),
        ]
      : [];
  return renderEmail(
    {
      subject: `Your ${SITE_NAME} password was changed`,
      heading: 'Your password was changed',
      paragraphs: [
        `Hi ${change.username}, the password of your account was ${change.how === 'reset' ? 'reset with an emailed link' : 'changed'} on ${formatDateTime(change.at)}.`,
        change.how === 'reset'
          ? 'Every device that was signed in has been signed out.'
          : 'Every other device that was signed in has been signed out.',
        ...passkeyLines,
      ],
      action: { label: 'Not you? Reset your password now', url: link(siteUrl, '/forgot-password') },
      footer: [`You received this email because the password of your ${SITE_NAME} account changed.`],
    },
    siteUrl,
  );
}

/**
 * To an account's holder when its sign-in slow-down starts (at most once a day: server/auth/guessing-alert.ts).
 * What helps the holder secure the account, and nothing that helps whoever is guessing should they read it: no
 * address, no count or time of the attempts, nothing about how long the slow-down lasts or how close a guess was.
 */
export function passwordGuessingEmail(siteUrl: string, user: { username: string }): RenderedEmail {
  return renderEmail(
    {
      subject: `Someone is trying to sign in to your ${SITE_NAME} account`,
      heading: 'Someone is trying your password',
      paragraphs: [
        `Hi ${user.username}, many sign-ins with a wrong password have been tried on your account. We have slowed password sign-ins to it right down, for everyone, so guessing gets nowhere.`,
        'If it was you and you have forgotten your password, choose a new one with the button below rather than keep trying.',
        'If it was not you, your account is safe as long as your password is hard to guess and not used on any other site. To make sure:',
        '1. Choose a new password with the button below: long, and used nowhere else.',
        `2. Add a passkey at ${link(siteUrl, '/account#passkeys')}: it cannot be guessed, and it signs you in at once however many guesses are made.`,
        `3. Check the devices signed in to your account at ${link(siteUrl, '/account')} and sign out any you do not recognise.`,
      ],
      action: { label: 'Choose a new password', url: link(siteUrl, '/forgot-password') },
      after: ['You can still sign in as usual: with a passkey or a reset link at once, with your password after a short wait.'],
      footer: [`You received this email because of failed sign-ins on your ${SITE_NAME} account. We send it at most once a day.`],
    },
    siteUrl,
  );
}

export function passkeyAddedEmail(siteUrl: string, added: { username: string; name: string; at: Date }): RenderedEmail {
  return renderEmail(
    {
      subject: `A new passkey was added to your ${SITE_NAME} account`,
      heading: 'A new passkey was added',
      paragraphs: [
        `Hi ${added.username}, a passkey named "${added.name}" was added to your account on ${formatDateTime(added.at)}. It can now sign in to your account without the password.`,
        `If this wasn't you, remove it from your account page, then change your password.`,
      ],
      action: { label: 'Review your passkeys', url: link(siteUrl, '/account#passkeys') },
      footer: [`You received this email because a passkey was added to your ${SITE_NAME} account.`],
    },
    siteUrl,
  );
}

export function newsletterConfirmEmail(siteUrl: string, links: { confirmUrl: string; unsubscribeUrl: string }): RenderedEmail {
  return renderEmail(
    {
      subject: `Confirm your subscription to ${SITE_NAME} tips`,
      heading: 'Please confirm your subscription',
      paragraphs: [
        `Someone, hopefully you, asked for weekly AI business tips from ${SITE_NAME} at this address.`,
        'Nothing will be sent until you confirm.',
      ],
      action: { label: 'Yes, subscribe me', url: links.confirmUrl },
      after: ['If you did not ask for this, ignore this email and you will hear nothing more.'],
      footer: [
        `You received this email because this address was entered in a newsletter box at ${SITE_NAME}.`,
        { text: 'Unsubscribe', url: links.unsubscribeUrl },
      ],
    },
    siteUrl,
  );
}

/** The answer to subscribing an address that is already subscribed (see server/newsletter/subscribe-newsletter.ts). */
export function newsletterAlreadySubscribedEmail(siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: `You're already subscribed to ${SITE_NAME} tips`,
      heading: "You're already subscribed",
      paragraphs: [
        `Someone, hopefully you, entered this address in a newsletter box at ${SITE_NAME}. It is already subscribed to the weekly AI business tips, so there is nothing to do.`,
      ],
      action: { label: 'Read the latest articles', url: link(siteUrl, '/blog') },
      after: ['If you did not ask for this, ignore this email: nothing has changed.'],
      footer: [
        `You received this email because this address was entered in a newsletter box at ${SITE_NAME}.`,
        'To stop the tips, use the Unsubscribe link at the end of any of them or of your confirmation email.',
      ],
    },
    siteUrl,
  );
}

/** RFC 2369: mail clients show their own "Unsubscribe" next to the sender. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>` };
}
