import { FlaskConical } from 'lucide-react';
import { Form } from 'react-router';
import { CardFields } from '~/components/checkout/card-fields';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { cardLabel } from './billing-words';
import type { BillingActionData } from './billing-action';

/**
 * The card that pays the learner's subscriptions and plans, and "Update card": the checkout's card fields in a plain
 * form (it posts before the page's code arrives, and what was typed stays). A new card is used for every plan of
 * theirs, and a failed payment is taken again with it at once.
 */
export function PaymentMethodCard({
  card,
  owing,
  actionData,
}: {
  card: { brand: string; last4: string } | null;
  owing: boolean;
  actionData?: BillingActionData;
}) {
  const errors = actionData?.errors ?? {};
  return (
    <Card id="payment-method" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="text-lg">Payment method</CardTitle>
        <CardDescription>{card ? cardLabel(card) : 'No card on file.'}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {actionData ? <Alert variant={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert> : null}
        <details className="rounded-lg border border-slate-200" open={owing || (actionData ? !actionData.ok : false)}>
          <summary className="cursor-pointer list-none rounded-lg px-4 py-2 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:outline-2">
            Update card
          </summary>
          <Form method="post" noValidate className="flex flex-col gap-4 border-t border-slate-200 p-4" aria-label="Update card">
            <input type="hidden" name="intent" value="card" />
            <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note">
              <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p>
                Test mode — no real money is taken. Use <span className="font-mono">4242 4242 4242 4242</span> with any future date and any
                3 digits.
              </p>
            </div>
            <CardFields errors={errors} />
            <Button type="submit" className="self-start">
              {owing ? 'Save card and pay now' : 'Save card'}
            </Button>
          </Form>
        </details>
      </CardContent>
    </Card>
  );
}
