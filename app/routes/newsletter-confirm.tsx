import { CheckCircle2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { originFrom, seo } from '~/lib/seo';
import { NEWSLETTER_CONFIRMED } from '../../common/newsletter-messages';
import { confirmSubscription } from '../../server/newsletter/confirm-subscription';
import { findSubscriber } from '../../server/newsletter/find-subscriber';
import { isDomainError } from '../lib/domain-error.server';
import type { Route } from './+types/newsletter-confirm';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Confirm your subscription', path: '/newsletter/confirm', origin: originFrom(matches), noindex: true });

// Like unsubscribing, confirming takes a button press: mail scanners open every link in a message,
// and a GET that confirmed would let them opt an address in on its owner's behalf.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const subscriber = await findSubscriber({ db: context.services.db, token, link: 'confirm' });
  return { token, subscriber };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get('token');
  try {
    await confirmSubscription({ db: context.services.db, token: typeof token === 'string' ? token : '', now: context.services.now() });
    return { confirmed: true };
  } catch (error) {
    // The page explains a link that no longer confirms; it is the answer, not a failed request.
    if (!isDomainError(error)) throw error;
    return { confirmed: false };
  }
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriber, token } = loaderData;
  const confirmed = actionData?.confirmed || subscriber?.status === 'subscribed';
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Newsletter</h1>
      {confirmed ? (
        <Alert variant="success" className="mt-6 flex items-center justify-center gap-2">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden /> {NEWSLETTER_CONFIRMED}
        </Alert>
      ) : subscriber?.status === 'pending' ? (
        <Form method="post" className="mt-6 flex flex-col items-center gap-4">
          <p className="text-slate-700">
            Confirm that <span className="break-all font-semibold">{subscriber.email}</span> should receive the weekly AI business tips?
          </p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Confirm my subscription</Button>
        </Form>
      ) : (
        <>
          <Alert variant="error" className="mt-6">
            {subscriber?.status === 'unsubscribed'
              ? 'This address has since been unsubscribed, so this link no longer works.'
              : 'This confirmation link is not valid. It may have been copied incompletely, or a newer link was sent.'}
          </Alert>
          <p className="mt-4 text-slate-700">
            <Link to="/newsletter" className="font-semibold text-blue-700 hover:underline">
              Subscribe again
            </Link>{' '}
            to get a new confirmation email.
          </p>
        </>
      )}
      <Link to="/" className="mt-8 inline-block font-semibold text-blue-700 hover:underline">
        Go Home
      </Link>
    </section>
  );
}
