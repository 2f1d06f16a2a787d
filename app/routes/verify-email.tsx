import { CheckCircle2, MailCheck, TriangleAlert } from 'lucide-react';
import { Form, Link } from 'react-router';
import { AuthCard } from '~/components/auth-card';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { VerifyEmailNotice } from '~/components/verify-email-notice';
import { originFrom, seo } from '~/lib/seo';
import { useSubmittingTo } from '~/lib/use-form-state';
import { checkVerificationToken, verifyEmail } from '../../server/auth/email-verification';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Confirm your email address', path: '/verify-email', origin: originFrom(matches), noindex: true });

/** A signed-in account still waiting for a link: the problem page offers to send a new one. */
function waiting(context: Route.LoaderArgs['context']) {
  const user = context.user;
  return user && !user.emailVerified ? user.email : null;
}

// Like the newsletter's confirmation, the link's page asks for a button press: mail scanners open every
// link in a message, and a GET that verified would let them prove an address on its owner's behalf.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const state = await checkVerificationToken({ db: context.services.db, token, now: context.services.now() });
  return { token, state, resendTo: waiting(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get('token');
  const result = await verifyEmail({ db: context.services.db, token: typeof token === 'string' ? token : '', now: context.services.now() });
  return { result, resendTo: result === 'verified' ? null : waiting(context) };
}

const PROBLEMS = {
  expired: ['This link has expired', 'Confirmation links work for 48 hours.'],
  used: ['This link has already been used', 'Each confirmation link works once.'],
  unknown: ['This link is not valid', 'It may have been copied incompletely, or it was sent for an address the account no longer has.'],
} as const;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { token, state } = loaderData;
  const submitting = useSubmittingTo('/verify-email');
  const back = (
    <Link to="/dashboard" className="font-semibold text-blue-700 hover:underline">
      Go to your dashboard
    </Link>
  );

  if (actionData?.result === 'verified') {
    return (
      <AuthCard title="Your email address is confirmed" subtitle="Thank you" footer={back}>
        <Alert variant="success" className="flex gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>Replies to your comments in lesson discussions will now reach you by email.</span>
        </Alert>
      </AuthCard>
    );
  }

  const problem = actionData?.result ?? (state === 'valid' ? null : state);
  if (problem) {
    const [title, subtitle] = PROBLEMS[problem];
    const resendTo = actionData ? actionData.resendTo : loaderData.resendTo;
    return (
      <AuthCard title={title} subtitle={subtitle} footer={back}>
        <div className="flex flex-col gap-4">
          <Alert variant="error" className="flex gap-3">
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>This link did not confirm anything: your address is not confirmed by it.</span>
          </Alert>
          {resendTo ? <VerifyEmailNotice email={resendTo} /> : <p className="text-sm text-slate-600">Sign in to ask for a new link.</p>}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirm your email address" subtitle="One click and it is done" footer={back}>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="lg" disabled={submitting}>
          <MailCheck aria-hidden /> {submitting ? 'Confirming...' : 'Confirm my email address'}
        </Button>
      </Form>
    </AuthCard>
  );
}
