import { MailCheck } from 'lucide-react';
import { data, Form, Link, useActionData, useSearchParams } from 'react-router';
import { AuthCard } from '~/components/auth-card';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { originFrom, seo } from '~/lib/seo';
import { useSubmittingTo } from '~/lib/use-form-state';
import { forgotPasswordSchema } from '../../common/auth-schemas';
import { describeZodError } from '../../common/validation';
import { requestPasswordReset } from '../../server/auth/request-password-reset';
import { domainErrorData } from '../lib/domain-error.server';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Forgot your password?', path: '/forgot-password', origin: originFrom(matches), noindex: true });

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = form.get('email');
  const typed = typeof email === 'string' ? email : '';
  const checked = forgotPasswordSchema.safeParse({ email });
  if (!checked.success) {
    const { message, field } = describeZodError(checked.error);
    return data({ sent: false as const, message, field, email: typed }, { status: 400 });
  }
  const { services } = context;
  try {
    const { message } = await requestPasswordReset({
      db: services.db,
      mailer: services.mailer,
      limits: services.passwordResetLimits,
      ip: context.clientIp,
      now: services.now(),
      email: checked.data.email,
    });
    return { sent: true as const, message, field: undefined, email: typed.trim() };
  } catch (error) {
    return domainErrorData(error, (e) => ({ sent: false as const, message: e.message, field: e.details.field, email: typed }));
  }
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const submitting = useSubmittingTo('/forgot-password');
  // Only the latest answer's message shows: each submit replaces it.
  const emailError = actionData?.field === 'email' ? actionData.message : undefined;

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's email address and we'll send you a link to choose a new one"
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-blue-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {actionData?.sent ? (
        <div className="flex flex-col gap-4">
          <Alert variant="success" className="flex gap-3">
            <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              <span className="block font-semibold">Check your inbox</span>
              {actionData.message}
            </span>
          </Alert>
          <p className="text-sm text-slate-600">
            Nothing after a few minutes? Check your spam folder, or make sure you typed the address you signed up with
            {actionData.email ? (
              <>
                {' '}
                (you typed <span className="break-all font-medium text-slate-900">{actionData.email}</span>)
              </>
            ) : null}
            .
          </p>
          <Button asChild variant="outline">
            <Link to="/forgot-password">Send another link</Link>
          </Button>
        </div>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          {actionData && !actionData.field ? <Alert variant="error">{actionData.message}</Alert> : null}
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email ?? searchParams.get('email') ?? undefined}
            error={emailError}
          />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
