import { formatPrice, formatShortDate } from '../../../common/format';
import type { MyPaymentPlan, MySubscription } from '../../../server/billing/my-billing';

const per = (interval: 'month' | 'year') => (interval === 'month' ? 'a month' : 'a year');

/** Where a subscription stands, in the learner's words (issue 44's billing page). */
export function subscriptionStatusLine(
  s: Pick<
    MySubscription,
    | 'status'
    | 'cancelAtPeriodEnd'
    | 'currentPeriodEnd'
    | 'trialEndsAt'
    | 'nextCharge'
    | 'scheduledInterval'
    | 'interval'
    | 'amount'
    | 'currency'
  >,
): string {
  const until = s.status === 'trialing' && s.trialEndsAt ? s.trialEndsAt : s.currentPeriodEnd;
  switch (s.status) {
    case 'trialing':
    case 'active':
      if (s.cancelAtPeriodEnd) return `Cancelled — access until ${formatShortDate(until)}`;
      if (!s.nextCharge) return `Active until ${formatShortDate(until)}`;
      if (s.status === 'trialing') {
        return `Free trial until ${formatShortDate(until)} — then ${formatPrice(s.nextCharge.amount, s.nextCharge.currency)} ${per(s.interval)}`;
      }
      return `Renews on ${formatShortDate(s.nextCharge.at)} — ${formatPrice(s.nextCharge.amount, s.nextCharge.currency)}${
        s.scheduledInterval && s.scheduledInterval !== s.interval ? `, then ${s.scheduledInterval === 'month' ? 'monthly' : 'yearly'}` : ''
      }`;
    case 'past_due':
      return s.nextCharge
        ? `Payment failed — we will try again on ${formatShortDate(s.nextCharge.at)}; update your card`
        : 'Payment failed — update your card';
    case 'paused':
      return 'Paused — update your card to resume';
    case 'completed':
      return 'Paid in full';
    default:
      return 'Cancelled — your access has ended';
  }
}

/** A payment plan's progress and what comes next: "2 of 3 paid — next £50.00 on 3 Feb 2027". */
export function paymentPlanStatusLine(p: Pick<MyPaymentPlan, 'status' | 'instalments' | 'paid' | 'nextCharge'>): string {
  const progress = `${p.paid} of ${p.instalments} paid`;
  switch (p.status) {
    case 'completed':
      return `${progress} — yours for life`;
    case 'past_due':
      return `${progress} — payment failed${p.nextCharge ? `, we will try again on ${formatShortDate(p.nextCharge.at)}` : ''}; update your card`;
    case 'paused':
      return `${progress} — paused: update your card to resume`;
    case 'canceled':
      return `${progress} — ended`;
    default:
      return p.nextCharge
        ? `${progress} — next ${formatPrice(p.nextCharge.amount, p.nextCharge.currency)} on ${formatShortDate(p.nextCharge.at)}`
        : progress;
  }
}

/** The price of a subscription's period: "£19.00 a month". */
export const periodPrice = (amount: number, currency: string, interval: 'month' | 'year') =>
  `${formatPrice(amount, currency)} ${per(interval)}`;

/** A card as the page shows it: "Visa ·· 4242" (Stripe names brands in lower case). */
export const cardLabel = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ·· ${card.last4}`;
