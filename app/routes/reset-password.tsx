import { KeyRound, TriangleAlert } from 'lucide-react';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { AuthCard } from '~/components/auth-card';
import { NewPasswordFields } from '~/components/forms/new-password-fields';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { checkForm, formText, readForm } from '~/lib/form.server';
import { originFrom, seo } from '~/lib/seo';
import { useSubmittingTo } from '~/lib/use-form-state';
import { resetPasswordFormSchema } from '../../common/auth-schemas';
import { RESET_TOKEN_MESSAGES, type ResetTokenState } from '../../common/password-reset';
import { checkResetToken } from '../../server/auth/check-reset-token';
import { ResetLinkError, resetPassword } from '../../server/auth/reset-password';
import { signedInHeaders } from '../../server/http/page-auth';
import { domainErrorData, fieldErrorOf } from '../lib/domain-error.server';
import type { FieldErrors } from '../../common/validation';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Choose a new password', path: '/reset-password', origin: originFrom(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const state = await checkResetToken({ db: context.services.db, token, now: context.services.now() });
  return { token, state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const checked = checkForm(resetPasswordFormSchema, readForm(form, ['password', 'confirmPassword']));
  if (!checked.ok) return data({ errors: checked.errors, tokenState: undefined }, { status: 400 });
  const none: FieldErrors = {};

  const { services } = context;
  let result;
  try {
    result = await resetPassword({
      db: services.db,
      mailer: services.mailer,
      now: services.now(),
      previousToken: context.sessionToken,
      token: formText(form, 'token'),
      password: checked.data.password,
    });
  } catch (error) {
    return domainErrorData(error, (e) =>
      e instanceof ResetLinkError
        ? { errors: none, tokenState: e.tokenState }
        : { errors: e.details.field ? fieldErrorOf(e) : { form: e.message }, tokenState: undefined },
    );
  }
  throw redirect('/account', {
    headers: signedInHeaders(context, result, {
      title: 'Your password has been changed',
      description: `You're signed in as ${result.user.username}. Every other device has been signed out; your passkeys were kept.`,
      variant: 'success',
    }),
  });
}

export default function ResetPassword() {
  const { token, state } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useSubmittingTo('/reset-password');

  const tokenState: ResetTokenState = actionData?.tokenState ?? state;
  if (tokenState !== 'valid') return <LinkProblem state={tokenState} />;

  // Only the latest answer's messages show: each submit replaces them all.
  const shown: FieldErrors = actionData?.errors ?? {};
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out"
      footer={
        <Link to="/login" className="font-semibold text-blue-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <Form method="post" noValidate className="flex flex-col gap-4">
        {shown.form ? <Alert variant="error">{shown.form}</Alert> : null}
        <p className="text-sm text-slate-600">
          Your passkeys stay on your account and keep signing in. Review them on your account page afterwards.
        </p>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields label="New Password" errors={shown} />
        <Button type="submit" size="lg" disabled={submitting}>
          <KeyRound aria-hidden /> {submitting ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
    </AuthCard>
  );
}

function LinkProblem({ state }: { state: Exclude<ResetTokenState, 'valid'> }) {
  const title = { expired: 'This link has expired', used: 'This link has already been used', unknown: 'This link is not valid' }[state];
  return (
    <AuthCard
      title={title}
      subtitle="Password reset links work once, for 1 hour"
      footer={
        <Link to="/login" className="font-semibold text-blue-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        <Alert variant="error" className="flex gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>{RESET_TOKEN_MESSAGES[state]}</span>
        </Alert>
        <Button asChild size="lg">
          <Link to="/forgot-password">Ask for a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
