import { Form, Link } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { originFrom, seo } from '~/lib/seo';
import { unsubscribeTokenSchema } from '../../common/discussion-schemas';
import { unsubscribeDiscussionEmails } from '../../server/discussions/set-discussion-emails';
import { domainErrorData } from '../lib/domain-error.server';
import type { Route } from './+types/discussions-unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Discussion emails', path: '/discussions/unsubscribe', origin: originFrom(matches), noindex: true });

// The link shows a confirm button rather than unsubscribing on GET: mail scanners open links.
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, valid: unsubscribeTokenSchema.safeParse({ token }).success };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get('token');
  try {
    await unsubscribeDiscussionEmails({
      db: context.services.db,
      token: typeof token === 'string' ? token : '',
      now: context.services.now(),
    });
    return { done: true };
  } catch (error) {
    return domainErrorData(error, () => ({ done: false }));
  }
}

export default function DiscussionsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, valid } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Discussion emails</h1>
      {actionData?.done ? (
        <Alert variant="success" className="mt-6">
          Done: you will get no more emails about replies to your comments. You can turn them back on in your account settings.
        </Alert>
      ) : valid && !actionData ? (
        <Form method="post" className="mt-6 flex flex-col items-center gap-4">
          <p className="text-slate-700">Stop the emails about replies to your comments in lesson discussions?</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Unsubscribe</Button>
        </Form>
      ) : (
        <Alert variant="error" className="mt-6">
          This unsubscribe link is not valid. It may have been copied incompletely; you can also turn these emails off in your account
          settings.
        </Alert>
      )}
      <Link to="/account#discussion-emails" className="mt-8 inline-block font-semibold text-blue-700 hover:underline">
        Account settings
      </Link>
    </section>
  );
}
