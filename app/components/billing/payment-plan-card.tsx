import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { formatPrice } from '../../../common/format';
import { cardLabel, paymentPlanStatusLine } from './billing-words';
import type { MyPaymentPlan } from '../../../server/billing/my-billing';

/** A payment plan on /account/billing: "2 of 3 paid" and the next instalment. It is not cancellable here (an agreement). */
export function PaymentPlanCard({ plan }: { plan: MyPaymentPlan }) {
  const owing = plan.status === 'past_due' || plan.status === 'paused';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{plan.offerTitle}</CardTitle>
        <CardDescription>
          Payment plan · {plan.instalments} monthly payments of {formatPrice(plan.amount, plan.currency)}
          {plan.card ? ` · ${cardLabel(plan.card)}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className={`font-medium ${owing ? 'text-red-800' : 'text-slate-900'}`}>{paymentPlanStatusLine(plan)}</p>
        <progress
          className="h-2 w-full accent-blue-600"
          max={plan.instalments}
          value={plan.paid}
          aria-label={`${plan.paid} of ${plan.instalments} payments made`}
        />
        {owing ? (
          <p className="text-sm">
            <a href="#payment-method" className="font-medium text-blue-700 hover:underline">
              Update your card
            </a>{' '}
            and the payment is taken again at once.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
