import { KeyRound, TriangleAlert } from 'lucide-react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AuthCard } from '~/components/auth-card';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { originFrom, seo } from '~/lib/seo';
import { NEW_PASSWORD_HINT, PASSWORD_MIN } from '../../common/auth-rules';
import { resetPasswordFormSchema } from '../../common/auth-schemas';
import { RESET_TOKEN_MESSAGES, type ResetTokenState } from '../../common/password-reset';
import { fieldErrors, type FieldErrors } from '../../common/validation';
import { checkResetToken, resetPassword } from '../../server/auth/password-reset.server';
import { signedInHeaders } from '../../server/http/page-auth.server';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Choose a new password', path: '/reset-password', origin: originFrom(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const state = await checkResetToken(context.services.db, token, context.services.now());
  return { token, state };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { password: text(form, 'password'), confirmPassword: text(form, 'confirmPassword') };
  const checked = resetPasswordFormSchema.safeParse(values);
  if (!checked.success) return data({ errors: fieldErrors(checked.error), tokenState: undefined }, { status: 400 });
  const none: FieldErrors = {};

  const { services } = context;
  const result = await resetPassword(
    { db: services.db, mailer: services.mailer, now: services.now() },
    { token: text(form, 'token'), password: checked.data.password },
    { previousToken: context.sessionToken },
  );
  if (!result.ok) {
    if (result.tokenState) return data({ errors: none, tokenState: result.tokenState }, { status: 400 });
    const errors: FieldErrors = result.field ? { [result.field]: result.message } : { form: result.message };
    return data({ errors, tokenState: undefined }, { status: result.status });
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
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/reset-password') === true;

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
        <FormField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={NEW_PASSWORD_HINT}
          error={shown.password}
        />
        <FormField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          error={shown.confirmPassword}
        />
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
