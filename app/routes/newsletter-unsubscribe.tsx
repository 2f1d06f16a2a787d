import { Form, Link } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { originFrom, seo } from '~/lib/seo';
import { findSubscriber } from '../../server/newsletter/find-subscriber';
import { unsubscribeNewsletter } from '../../server/newsletter/unsubscribe-newsletter';
import type { Route } from './+types/newsletter-unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Unsubscribe', path: '/newsletter/unsubscribe', origin: originFrom(matches), noindex: true });

// The link shows a confirm button rather than unsubscribing on GET: mail scanners open links.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const subscriber = await findSubscriber({ db: context.services.db, token, link: 'unsubscribe' });
  return { token, subscriber };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get('token');
  const result = await unsubscribeNewsletter({
    db: context.services.db,
    token: typeof token === 'string' ? token : '',
    now: context.services.now(),
  });
  return { done: result.ok };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriber, token } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Newsletter</h1>
      {actionData?.done || subscriber?.status === 'unsubscribed' ? (
        <Alert variant="success" className="mt-6">
          You have been unsubscribed and will receive no more newsletter emails.
        </Alert>
      ) : subscriber ? (
        <Form method="post" className="mt-6 flex flex-col items-center gap-4">
          <p className="text-slate-700">
            Unsubscribe <span className="font-semibold">{subscriber.email}</span> from the newsletter?
          </p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Unsubscribe</Button>
        </Form>
      ) : (
        <Alert variant="error" className="mt-6">
          This unsubscribe link is not valid. It may have been copied incompletely.
        </Alert>
      )}
      <Link to="/" className="mt-8 inline-block font-semibold text-blue-700 hover:underline">
        Go Home
      </Link>
    </section>
  );
}
