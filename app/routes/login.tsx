import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { PasskeySignIn } from '~/components/auth/passkey-sign-in';
import { AuthCard } from '~/components/auth-card';
import { CheckoutIntentNote } from '~/components/checkout-intent-note';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { checkoutIntent } from '~/lib/checkout-intent.server';
import { checkForm, readForm } from '~/lib/form.server';
import { originFrom, seo } from '~/lib/seo';
import { useActionFeedback, useSubmittingTo } from '~/lib/use-form-state';
import { loginSchema } from '../../common/auth-schemas';
import { safeRedirect } from '../../common/safe-redirect';
import { logIn } from '../../server/auth/log-in';
import { authRequestContext, signedInHeaders } from '../../server/http/page-auth';
import { requireAnonymous } from '../lib/auth.server';
import { domainErrorData, fieldErrorOf } from '../lib/domain-error.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Sign In',
    description: 'Sign in to continue your AI business training.',
    path: '/login',
    origin: originFrom(matches),
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAnonymous(context, request);
  return {
    purchase: await checkoutIntent({
      db: context.services.db,
      redirectTo: new URL(request.url).searchParams.get('redirectTo'),
      currency: context.currency,
    }),
    // Where passkeys work (server/config.ts), or null when they are off.
    passkeyOrigin: context.services.config.passkeys?.origin ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get('redirectTo'));
  const values = readForm(form, ['email', 'password']);
  // Every field's problem at once, before the sign-in itself (which stops at the first).
  const checked = checkForm(loginSchema, values);
  if (!checked.ok) return data({ errors: checked.errors, message: undefined, email: values.email }, { status: 400 });
  let result;
  try {
    result = await logIn({ ...authRequestContext(context), ...checked.data });
  } catch (error) {
    return domainErrorData(error, (e) => ({ errors: fieldErrorOf(e), message: e.message, email: values.email }));
  }
  throw redirect(redirectTo, {
    headers: signedInHeaders(context, result, {
      title: 'Welcome back!',
      description: `Signed in as ${result.user.username}.`,
      variant: 'success',
    }),
  });
}

export default function Login() {
  const { purchase, passkeyOrigin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const submitting = useSubmittingTo('/login');

  const { errors, formMessage } = useActionFeedback(actionData, 'Login failed');
  const signupLink = { pathname: '/signup', search: searchParams.toString() };

  return (
    <AuthCard
      title="Welcome back"
      subtitle={purchase ? 'Sign in to continue to checkout' : 'Sign in to continue your training'}
      footer={
        <>
          Don't have an account?{' '}
          <Link to={signupLink} className="font-semibold text-blue-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {purchase ? (
        <CheckoutIntentNote courseTitle={purchase.courseTitle} priceLabel={purchase.priceLabel}>
          Sign in and you'll go straight to checkout. New here?{' '}
          <Link to={signupLink} className="font-semibold underline">
            Create an account
          </Link>
          .
        </CheckoutIntentNote>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-4">
        {formMessage ? <Alert variant="error">{formMessage}</Alert> : null}
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <FormField
          label="Email"
          name="email"
          type="email"
          // `webauthn`: the browser may offer the site's passkeys among this field's suggestions.
          autoComplete="username webauthn"
          required
          defaultValue={actionData?.email}
          error={errors.email}
        />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-blue-700 hover:underline">
          Forgot your password?
        </Link>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
      {passkeyOrigin ? <PasskeySignIn origin={passkeyOrigin} redirectTo={searchParams.get('redirectTo') ?? ''} /> : null}
    </AuthCard>
  );
}
