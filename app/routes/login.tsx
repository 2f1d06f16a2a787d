import { useEffect, useState } from 'react';
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { loginSchema } from '../../common/auth-schemas';
import { safeRedirect } from '../../common/safe-redirect';
import { SITE_NAME } from '../../common/site';
import { fieldErrors, type FieldErrors } from '../../common/validation';
import { logIn } from '../../server/auth/log-in';
import { authRequestContext, failureHeaders, signedInHeaders } from '../../server/http/page-auth';
import { AuthCard } from '~/components/auth-card';
import { useToast } from '~/components/toaster';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import type { Route } from './+types/login';
import { originFrom, seo } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Sign In', description: 'Sign in to continue your AI business training.', path: '/login', origin: originFrom(matches), noindex: true });

export function loader({ request, context }: Route.LoaderArgs) {
  if (context.user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get('redirectTo'));
  const email = form.get('email');
  const result = await logIn(context.services.db, { email, password: form.get('password') }, authRequestContext(context));
  if (!result.ok) {
    return data(
      { message: result.message, field: result.field, email: typeof email === 'string' ? email : '' },
      { status: result.status, headers: failureHeaders(result) },
    );
  }
  throw redirect(redirectTo, {
    headers: signedInHeaders(context, result, { title: 'Welcome back!', description: `Signed in as ${result.user.username}.`, variant: 'success' }),
  });
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login') === true;

  useEffect(() => {
    if (actionData?.message) {
      toast({ title: 'Login failed', description: actionData.message || 'Login failed. Please try again.', variant: 'error' });
    }
  }, [actionData, toast]);

  const serverFieldError = actionData?.field ? { [actionData.field]: actionData.message } : {};
  const shown = { ...serverFieldError, ...errors };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to continue your training"
      footer={
        <>
          Don't have an account?{' '}
          <Link to={{ pathname: '/signup', search: searchParams.toString() }} className="font-semibold text-blue-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const parsed = loginSchema.safeParse({ email: form.get('email'), password: form.get('password') });
          if (!parsed.success) {
            event.preventDefault();
            setErrors(fieldErrors(parsed.error));
          } else {
            setErrors({});
          }
        }}
      >
        {actionData?.message && !actionData.field ? <Alert variant="error">{actionData.message}</Alert> : null}
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          error={shown.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={shown.password}
        />
        <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-blue-700 hover:underline">
          Forgot your password?
        </Link>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
    </AuthCard>
  );
}
