import { Form } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { formatPrice, formatShortDate } from '../../../common/format';
import { answerFor, type BillingActionData } from './billing-action';
import { cardLabel, periodPrice, subscriptionStatusLine } from './billing-words';
import { CancelPanel } from './cancel-panel';
import type { MySubscription } from '../../../server/billing/my-billing';

/** A plain form with one button, posting to the page's action (it works before the page's code arrives). */
function ActionForm({
  intent,
  id,
  extra,
  label,
  variant,
}: {
  intent: string;
  id: string;
  extra?: Record<string, string>;
  label: string;
  variant?: 'outline' | 'default';
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="subscriptionId" value={id} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant ?? 'outline'} wraps>
        {label}
      </Button>
    </Form>
  );
}

const TONE: Partial<Record<MySubscription['status'], string>> = {
  past_due: 'text-red-800',
  paused: 'text-amber-900',
};

/** One subscription on /account/billing: where it stands in words, and what the learner can do with it. */
export function SubscriptionCard({ subscription: s, actionData }: { subscription: MySubscription; actionData?: BillingActionData }) {
  const answers = (['cancel', 'resume', 'interval'] as const).map((intent) => answerFor(actionData, intent, s.id)).filter(Boolean);
  const standing = s.status === 'active' || s.status === 'trialing' || s.status === 'past_due' || s.status === 'paused';
  const owing = s.status === 'past_due' || s.status === 'paused';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{s.offerTitle}</CardTitle>
        <CardDescription>
          Subscription · {periodPrice(s.amount, s.currency, s.interval)}
          {s.card ? ` · ${cardLabel(s.card)}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className={`font-medium ${TONE[s.status] ?? 'text-slate-900'}`}>{subscriptionStatusLine(s)}</p>
        {answers.map((answer) => (
          <Alert key={answer!.intent} variant={answer!.ok ? 'success' : 'error'}>
            {answer!.message}
          </Alert>
        ))}
        {owing ? (
          <p className="text-sm">
            <a href="#payment-method" className="font-medium text-blue-700 hover:underline">
              Update your card
            </a>{' '}
            and the payment is taken again at once.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {standing && s.cancelAtPeriodEnd ? <ActionForm intent="resume" id={s.id} label="Resume subscription" variant="default" /> : null}
          {s.switchTo ? (
            <ActionForm
              intent="interval"
              id={s.id}
              extra={{ interval: s.switchTo.interval }}
              label={
                s.switchTo.interval === 'year'
                  ? `Switch to yearly — ${formatPrice(s.switchTo.chargedNow, s.currency)} now`
                  : `Switch to monthly from ${formatShortDate(s.currentPeriodEnd)}`
              }
            />
          ) : null}
          {s.scheduledInterval && s.scheduledInterval !== s.interval ? (
            <ActionForm
              intent="interval"
              id={s.id}
              extra={{ interval: s.interval }}
              label={`Stay ${s.interval === 'year' ? 'yearly' : 'monthly'}`}
            />
          ) : null}
        </div>
        {s.switchTo ? (
          <p className="text-sm text-slate-600">
            {s.switchTo.interval === 'year'
              ? `Yearly is ${periodPrice(s.switchTo.amount, s.currency, 'year')}, from today; the unused part of this month is taken off. VAT is added where it applies.`
              : `Monthly is ${periodPrice(s.switchTo.amount, s.currency, 'month')}; you keep the year you paid for, and nothing is charged now.`}
          </p>
        ) : null}
        {standing && !s.cancelAtPeriodEnd ? (
          <CancelPanel
            subscriptionId={s.id}
            accessUntil={s.status === 'trialing' && s.trialEndsAt ? s.trialEndsAt : s.currentPeriodEnd}
            endsNow={owing}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
