import { formatPrice, formatShortDate } from '../../common/format';
import { renderEmail, type RenderedEmail } from '../email/email-layout';

/** Where a learner sees their plan, updates their card and cancels (issue 44). */
export const BILLING_PATH = '/account/billing';

const link = (siteUrl: string, path: string) => `${siteUrl}${path}`;

/**
 * A renewal (or a payment plan's instalment) was declined and will be tried again: one email per failed attempt
 * (decision 034a), with the way to fix it.
 */
export function paymentFailedEmail(
  siteUrl: string,
  charge: {
    username: string | null;
    title: string;
    amount: number;
    currency: string;
    reason: string;
    nextAttemptAt: Date;
    /** When access pauses if it is still unpaid. */
    pausesAt: Date;
  },
): RenderedEmail {
  return renderEmail(
    {
      subject: `Your payment for ${charge.title} did not go through`,
      heading: 'We could not take your payment',
      paragraphs: [
        `${charge.username ? `Hi ${charge.username}, we` : 'We'} tried to charge ${formatPrice(charge.amount, charge.currency)} for ${charge.title}, and the card said: ${charge.reason}`,
        `Your access continues for now. We will try again on ${formatShortDate(charge.nextAttemptAt)}. If the payment still fails, your access pauses on ${formatShortDate(charge.pausesAt)}; your progress and certificates are kept.`,
      ],
      action: { label: 'Update your card', url: link(siteUrl, BILLING_PATH) },
      after: ['A new card is charged at once, and your access carries on without a break.'],
    },
    siteUrl,
  );
}

/** The retries failed through the grace period: access is paused until the learner pays. */
export function subscriptionPausedEmail(
  siteUrl: string,
  subscription: { username: string | null; title: string; amount: number; currency: string },
): RenderedEmail {
  return renderEmail(
    {
      subject: `Your access to ${subscription.title} is paused`,
      heading: 'Your access is paused',
      paragraphs: [
        `${subscription.username ? `Hi ${subscription.username}, we` : 'We'} could not take the payment of ${formatPrice(subscription.amount, subscription.currency)} for ${subscription.title}, so your access is paused.`,
        'Nothing is lost: your progress and certificates are kept. Add a card that works and your access comes back at once.',
      ],
      action: { label: 'Update your card', url: link(siteUrl, BILLING_PATH) },
    },
    siteUrl,
  );
}

/** The learner cancelled: what they keep, until when, and how to change their mind. */
export function subscriptionCancelledEmail(
  siteUrl: string,
  subscription: { username: string | null; title: string; accessUntil: Date | null },
): RenderedEmail {
  return renderEmail(
    {
      subject: `Your subscription to ${subscription.title} is cancelled`,
      heading: 'Your subscription is cancelled',
      paragraphs: [
        subscription.accessUntil
          ? `${subscription.username ? `Hi ${subscription.username}, you` : 'You'} will not be charged again. You keep your access until ${formatShortDate(subscription.accessUntil)}.`
          : `${subscription.username ? `Hi ${subscription.username}, you` : 'You'} will not be charged again. Your access has ended; your progress and certificates are kept.`,
        ...(subscription.accessUntil ? ['Changed your mind? You can resume it from your billing page until then.'] : []),
      ],
      action: { label: 'Your billing page', url: link(siteUrl, BILLING_PATH) },
    },
    siteUrl,
  );
}
