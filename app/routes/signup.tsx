import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { AuthCard } from '~/components/auth-card';
import { CheckoutIntentNote } from '~/components/checkout-intent-note';
import { NewPasswordFields } from '~/components/forms/new-password-fields';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { checkoutIntent } from '~/lib/checkout-intent.server';
import { checkForm, readForm } from '~/lib/form.server';
import { originFrom, seo } from '~/lib/seo';
import { useActionFeedback, useErrorsUntilEdited, useSubmittingTo } from '~/lib/use-form-state';
import { USERNAME_HINT, USERNAME_MAX, USERNAME_MIN } from '../../common/auth-rules';
import { signupFormSchema } from '../../common/auth-schemas';
import { safeRedirect } from '../../common/safe-redirect';
import { SITE_NAME } from '../../common/site';
import { keepFirstTouch } from '../../server/analytics/first-touch';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../server/auth/password';
import { signUp } from '../../server/auth/sign-up';
import { authRequestContext, signedInHeaders } from '../../server/http/page-auth';
import { keepReferral } from '../../server/referrals/attach-referral';
import { referralMarkerFromCookies } from '../../server/referrals/referral-marker';
import { requireAnonymous } from '../lib/auth.server';
import { domainErrorData, fieldErrorOf } from '../lib/domain-error.server';
import type { FieldErrors } from '../../common/validation';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Create your free account',
    description: 'Sign up free and start the AI Business Starter Course today.',
    path: '/signup',
    origin: originFrom(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAnonymous(context, request);
  return {
    purchase: await checkoutIntent({
      db: context.services.db,
      redirectTo: new URL(request.url).searchParams.get('redirectTo'),
      currency: context.currency,
    }),
  };
}

function formValues(form: FormData) {
  return readForm(form, ['username', 'email', 'password', 'confirmPassword']);
}

/** Every rule a field breaks, for every field, in one answer (issue 18 §19): the schema's and the common-password list's. */
function signupErrors(values: ReturnType<typeof formValues>): FieldErrors {
  const { errors } = checkForm(signupFormSchema, values);
  if (!errors.password && isCommonPassword(values.password)) errors.password = COMMON_PASSWORD_MESSAGE;
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get('redirectTo'));
  const values = formValues(form);
  const keep = { username: values.username, email: values.email };

  const errors = signupErrors(values);
  if (Object.keys(errors).length > 0) {
    return data({ errors, message: undefined, values: keep }, { status: 400 });
  }
  let result;
  try {
    const { username, email, password } = signupFormSchema.parse(values);
    // An unticked box sends nothing: consent is only ever the person's own tick (issue 30).
    const marketingConsent = form.get('marketingConsent') === 'yes';
    result = await signUp({ ...authRequestContext(context), mailer: context.services.mailer, username, email, password, marketingConsent });
  } catch (error) {
    return domainErrorData(error, (e) => ({ errors: fieldErrorOf(e), message: e.message, values: keep }));
  }
  const { services } = context;
  await keepFirstTouch({
    db: services.db,
    analytics: services.analytics,
    userId: result.user.id,
    clientIp: context.clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
    now: services.now(),
    log: context.log,
  });
  // Came through a learner's referral link (issue 30): the account is theirs to count.
  await keepReferral({
    db: services.db,
    userId: result.user.id,
    marker: referralMarkerFromCookies(services.config, services.cookieSigningKey, request.headers.get('cookie')),
    via: 'sign_up',
    now: services.now(),
    log: context.log,
  });
  throw redirect(redirectTo, {
    headers: signedInHeaders(context, result, {
      title: `Welcome to ${SITE_NAME}, ${result.user.username}!`,
      description: 'Your account has been created successfully.',
      variant: 'success',
    }),
  });
}

export default function Signup() {
  const { purchase } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const submitting = useSubmittingTo('/signup');

  const { formMessage } = useActionFeedback(actionData, 'Signup failed');
  // A field the learner corrects stops showing its error at once; the others keep theirs until the next submit.
  const { errors, onInput } = useErrorsUntilEdited(actionData?.errors);
  const loginLink = { pathname: '/login', search: searchParams.toString() };

  return (
    <AuthCard
      title="Create your free account"
      subtitle={purchase ? 'Then continue straight to checkout' : 'Start the AI Business Starter Course today'}
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginLink} className="font-semibold text-blue-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {purchase ? (
        <CheckoutIntentNote courseTitle={purchase.courseTitle} priceLabel={purchase.priceLabel}>
          Create your account and you'll go straight to checkout. Already have one?{' '}
          <Link to={loginLink} className="font-semibold underline">
            Sign in to continue
          </Link>
          .
        </CheckoutIntentNote>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-4" onInput={onInput}>
        {formMessage ? <Alert variant="error">{formMessage}</Alert> : null}
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <FormField
          label="Username"
          name="username"
          autoComplete="username"
          required
          minLength={USERNAME_MIN}
          maxLength={USERNAME_MAX}
          defaultValue={actionData?.values.username}
          hint={USERNAME_HINT}
          error={errors.username}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <NewPasswordFields errors={errors} />
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name="marketingConsent" value="yes" className="mt-0.5 size-4 rounded border-slate-300" />
          <span>Send me tips and offers in my inbox. One click unsubscribes from any of them.</span>
        </label>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Form>
    </AuthCard>
  );
}
