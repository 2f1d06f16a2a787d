import { data, Link } from 'react-router';
import { answerFor, type BillingActionData } from '~/components/billing/billing-action';
import { BillingInvoices } from '~/components/billing/billing-invoices';
import { PaymentMethodCard } from '~/components/billing/payment-method-card';
import { PaymentPlanCard } from '~/components/billing/payment-plan-card';
import { SubscriptionCard } from '~/components/billing/subscription-card';
import { formText, readForm } from '~/lib/form.server';
import { originFrom, seo } from '~/lib/seo';
import { idParamSchema } from '../../common/admin-schemas';
import { cancelSubscriptionSchema, switchIntervalSchema } from '../../common/billing-schemas';
import { cardFormSchema } from '../../common/card-schema';
import { formatPrice, formatShortDate } from '../../common/format';
import { describeZodError, fieldErrors } from '../../common/validation';
import { cancelSubscription } from '../../server/billing/cancel-subscription';
import { localBillingGateway } from '../../server/billing/local-billing-gateway';
import { loadMyBilling } from '../../server/billing/my-billing';
import { resumeSubscription } from '../../server/billing/resume-subscription';
import { switchInterval } from '../../server/billing/switch-interval';
import { updatePaymentMethod } from '../../server/billing/update-payment-method';
import { listMyInvoices } from '../../server/invoices/list-my-invoices';
import { requireUser } from '../lib/auth.server';
import { domainErrorData, fieldErrorOf } from '../lib/domain-error.server';
import type { Route } from './+types/account-billing';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Billing', path: '/account/billing', origin: originFrom(matches), noindex: true });

/** The learner's plans, card and invoices (issue 44, decision 034d). */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireUser(context, '/account/billing');
  const { services } = context;
  const [billing, invoices] = await Promise.all([
    loadMyBilling({ db: services.db, userId: user.id, now: services.now() }),
    listMyInvoices({ db: services.db, userId: user.id }),
  ]);
  return { ...billing, invoices };
}

type Intent = BillingActionData['intent'];
const INTENTS: readonly Intent[] = ['cancel', 'resume', 'interval', 'card'];

/** Each form posts here with its `intent`; the same functions serve /api/billing. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(context, '/account/billing');
  const { services } = context;
  const now = services.now();
  const form = await request.formData();
  const raw = formText(form, 'intent');
  const intent: Intent = INTENTS.includes(raw as Intent) ? (raw as Intent) : 'cancel';
  const subscriptionId = intent === 'card' ? undefined : formText(form, 'subscriptionId');
  const answer = (ok: boolean, message: string, errors: BillingActionData['errors'] = {}, status = ok ? 200 : 400) =>
    data<BillingActionData>({ intent, subscriptionId, ok, message, errors }, { status });
  if (raw !== intent) return answer(false, 'Unknown action');
  const id = idParamSchema.safeParse({ id: subscriptionId });
  if (subscriptionId !== undefined && !id.success) return answer(false, describeZodError(id.error).message);
  const sid = subscriptionId!;
  try {
    switch (intent) {
      case 'cancel': {
        const chosen = formText(form, 'reason');
        const checked = cancelSubscriptionSchema.safeParse({ reason: chosen === 'other' ? formText(form, 'otherReason') : chosen });
        if (!checked.success) return answer(false, describeZodError(checked.error).message);
        await cancelSubscription({
          db: services.db,
          mailer: services.mailer,
          gateway: services.payments,
          userId: user.id,
          subscriptionId: sid,
          reason: checked.data.reason,
          now,
        });
        return answer(true, 'Your subscription is cancelled: you will not be charged again. We have emailed you the details.');
      }
      case 'resume':
        await resumeSubscription({ db: services.db, gateway: services.payments, userId: user.id, subscriptionId: sid, now });
        return answer(true, 'Your subscription is back on: it renews as before.');
      case 'interval': {
        const checked = switchIntervalSchema.safeParse({ interval: formText(form, 'interval') });
        if (!checked.success) return answer(false, describeZodError(checked.error).message);
        const { interval } = checked.data;
        const base = { db: services.db, mailer: services.mailer, userId: user.id, subscriptionId: sid, interval, now };
        const switched = await switchInterval({ ...base, local: () => localBillingGateway(services) });
        const words = {
          unchanged: `You are already billed ${interval === 'year' ? 'yearly' : 'monthly'}.`,
          scheduled: interval === 'month' ? 'You switch to monthly billing at your next renewal.' : 'You stay on yearly billing.',
          paid: 'You are now billed yearly: the difference was charged and your year starts today.',
          failed: 'You are now billed yearly, but your card was declined for the difference: update your card.',
        }[switched];
        return answer(switched !== 'failed', words, {}, 200);
      }
      case 'card': {
        const checked = cardFormSchema.safeParse(readForm(form, ['cardNumber', 'expiry', 'cvc']));
        if (!checked.success) return answer(false, 'Please check the card details.', fieldErrors(checked.error));
        const { cardNumber, expiry, cvc } = checked.data;
        const card = { number: cardNumber, expMonth: expiry.month, expYear: expiry.year, cvc };
        const { retried } = await updatePaymentMethod({
          db: services.db,
          mailer: services.mailer,
          local: () => localBillingGateway(services),
          userId: user.id,
          card,
          now,
        });
        const failed = retried.some((r) => r.outcome === 'failed');
        const paid = retried.some((r) => r.outcome === 'paid');
        return answer(
          !failed,
          failed
            ? 'Your card is saved, but the payment was declined again. Try another card.'
            : `Your card is saved.${paid ? ' The payment went through: your access carries on.' : ''}`,
        );
      }
    }
  } catch (error) {
    return domainErrorData(error, (e): BillingActionData => ({
      intent,
      subscriptionId,
      ok: false,
      message: e.message,
      errors: fieldErrorOf(e),
    }));
  }
}

export default function AccountBilling({ loaderData, actionData: answered }: Route.ComponentProps) {
  const { subscriptions, paymentPlans, invoices } = loaderData;
  const actionData = answered && 'intent' in answered ? (answered as BillingActionData) : undefined;
  const all = [...subscriptions, ...paymentPlans];
  const standing = all.filter((s) => ['active', 'trialing', 'past_due', 'paused'].includes(s.status));
  const owing = standing.some((s) => s.status === 'past_due' || s.status === 'paused');
  const next = standing.flatMap((s) => (s.nextCharge ? [s.nextCharge] : [])).sort((a, b) => a.at.localeCompare(b.at))[0];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div>
        <p className="text-sm">
          <Link to="/account" className="font-medium text-blue-700 hover:underline">
            My Account
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">Billing</h1>
        <p className="mt-2 text-slate-600">
          {next
            ? `Your next payment: ${formatPrice(next.amount, next.currency)} on ${formatShortDate(next.at)}.`
            : 'Your subscriptions, payment plans, card and invoices.'}
        </p>
      </div>
      {all.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-4 text-slate-700">
          You have no subscription or payment plan.{' '}
          <Link to="/courses" className="font-medium text-blue-700 hover:underline">
            See the courses
          </Link>
        </p>
      ) : null}
      {subscriptions.length > 0 ? (
        <section aria-labelledby="subscriptions-title" className="flex flex-col gap-4">
          <h2 id="subscriptions-title" className="text-lg font-semibold text-slate-900">
            Subscriptions
          </h2>
          {subscriptions.map((s) => (
            <SubscriptionCard key={s.id} subscription={s} actionData={actionData} />
          ))}
        </section>
      ) : null}
      {paymentPlans.length > 0 ? (
        <section aria-labelledby="plans-title" className="flex flex-col gap-4">
          <h2 id="plans-title" className="text-lg font-semibold text-slate-900">
            Payment plans
          </h2>
          {paymentPlans.map((p) => (
            <PaymentPlanCard key={p.id} plan={p} />
          ))}
        </section>
      ) : null}
      {standing.length > 0 ? <PaymentMethodCard card={standing[0]!.card} owing={owing} actionData={answerFor(actionData, 'card')} /> : null}
      <BillingInvoices invoices={invoices} />
    </section>
  );
}
