import { useEffect, useState } from 'react';
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { PASSWORD_MIN, signupFormSchema } from '../../common/auth-schemas';
import { safeRedirect } from '../../common/safe-redirect';
import { SITE_NAME } from '../../common/site';
import { fieldErrors, type FieldErrors } from '../../common/validation';
import { signUp } from '../../server/auth/sign-up';
import { authRequestContext, failureHeaders, signedInHeaders } from '../../server/http/page-auth';
import { AuthCard } from '~/components/auth-card';
import { useToast } from '~/components/toaster';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import type { Route } from './+types/signup';
import { originFrom, seo } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Create your free account',
    description: 'Sign up free and start the AI Business Starter Course today.',
    path: '/signup',
    origin: originFrom(matches),
  });

export function loader({ request, context }: Route.LoaderArgs) {
  if (context.user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

function formValues(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    username: text('username'),
    email: text('email'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get('redirectTo'));
  const values = formValues(form);
  const keep = { username: values.username, email: values.email };

  const checked = signupFormSchema.safeParse(values);
  if (!checked.success) {
    return data({ errors: fieldErrors(checked.error), message: undefined, field: undefined, values: keep }, { status: 400 });
  }
  const result = await signUp(context.services.db, checked.data, authRequestContext(context));
  if (!result.ok) {
    const errors: FieldErrors = result.field ? { [result.field]: result.message } : {};
    return data(
      { errors, message: result.message, field: result.field, values: keep },
      { status: result.status, headers: failureHeaders(result) },
    );
  }
  throw redirect(redirectTo, {
    headers: signedInHeaders(context, result, {
      title: `Welcome to ${SITE_NAME}, ${result.user.username}!`,
      description: 'Your account has been created successfully.',
      variant: 'success',
    }),
  });
}

export default function Signup() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/signup') === true;

  useEffect(() => {
    if (actionData?.message) {
      toast({ title: 'Signup failed', description: actionData.message || 'Signup failed. Please try again.', variant: 'error' });
    }
  }, [actionData, toast]);

  const shown = { ...actionData?.errors, ...errors };

  return (
    <AuthCard
      title="Create your free account"
      subtitle="Start the AI Business Starter Course today"
      footer={
        <>
          Already have an account?{' '}
          <Link to={{ pathname: '/login', search: searchParams.toString() }} className="font-semibold text-blue-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const parsed = signupFormSchema.safeParse(formValues(new FormData(event.currentTarget)));
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
          label="Username"
          name="username"
          autoComplete="username"
          required
          minLength={3}
          maxLength={32}
          defaultValue={actionData?.values.username}
          error={shown.username}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.values.email}
          error={shown.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
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
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Form>
    </AuthCard>
  );
}
