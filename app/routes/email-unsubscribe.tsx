import { Form, Link } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { originFrom, seo } from '~/lib/seo';
import { sequenceUnsubscribeTokenSchema } from '../../common/sequence-schema';
import { unsubscribeSequences } from '../../server/sequences/unsubscribe-sequences';
import type { Route } from './+types/email-unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Tips and offers by email', path: '/email/unsubscribe', origin: originFrom(matches), noindex: true });

// The link shows a confirm button rather than unsubscribing on GET: mail scanners open links.
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, valid: sequenceUnsubscribeTokenSchema.safeParse({ token }).success };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get('token');
  const parsed = sequenceUnsubscribeTokenSchema.safeParse({ token });
  if (!parsed.success) return { done: false };
  const result = await unsubscribeSequences({ db: context.services.db, token: parsed.data.token, now: context.services.now() });
  return { done: result.ok };
}

export default function EmailUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, valid } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Tips and offers by email</h1>
      {actionData?.done ? (
        <Alert variant="success" className="mt-6">
          Done: this address will get no more tips and offers by email. Receipts and emails about your account still arrive.
        </Alert>
      ) : valid && !actionData ? (
        <Form method="post" className="mt-6 flex flex-col items-center gap-4">
          <p className="text-slate-700">Stop the tips and offers we send by email to this address?</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Unsubscribe</Button>
        </Form>
      ) : (
        <Alert variant="error" className="mt-6">
          This unsubscribe link is not valid. It may have been copied incompletely: please open it from the email again.
        </Alert>
      )}
      <Link to="/" className="mt-8 inline-block font-semibold text-blue-700 hover:underline">
        Home
      </Link>
    </section>
  );
}
