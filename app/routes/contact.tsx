import { CheckCircle2, LifeBuoy } from 'lucide-react';
import { data, Link } from 'react-router';
import { ContactForm, type ContactValues } from '~/components/contact/contact-form';
import { Alert } from '~/components/ui/alert';
import { checkForm, readForm } from '~/lib/form.server';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { useSubmittingTo } from '~/lib/use-form-state';
import { CONTACT_RECEIVED, contactSchema } from '../../common/contact-schema';
import { contactLimit, issueContactFormToken, sendContactMessage } from '../../server/contact/contact-page';
import { domainErrorData, fieldErrorOf } from '../lib/domain-error.server';
import type { Route } from './+types/contact';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Contact Us',
    path: '/contact',
    origin: originFrom(matches),
    description: 'Write to the AI Income Academy team about a course, a payment or your account. We reply by email.',
  });

/** Each visitor gets a form of their own: its token is the time it was handed out (never cached, see server/app.ts). */
export function loader({ context }: Route.LoaderArgs) {
  return { formToken: issueContactFormToken({ key: context.services.cookieSigningKey, now: context.services.now() }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = readForm(form, ['name', 'email', 'subject', 'message', 'formToken', 'website']);
  const { services } = context;
  // A refused form comes back with what was typed and a fresh token, so pressing Send again just works.
  const again = (errors: Record<string, string | undefined>, formError?: string) => ({
    ok: false as const,
    values: { name: values.name, email: values.email, subject: values.subject, message: values.message } satisfies ContactValues,
    errors,
    formError,
    formToken: issueContactFormToken({ key: services.cookieSigningKey, now: services.now() }),
  });
  const checked = checkForm(contactSchema, values);
  if (!checked.ok) return data(again(checked.errors, 'Please check the fields marked below.'), { status: 400 });
  try {
    await sendContactMessage({
      db: services.db,
      mailer: services.mailer,
      logger: services.logger,
      signingKey: services.cookieSigningKey,
      ownerAddress: services.config.mail.contactTo,
      ip: context.clientIp,
      now: services.now(),
      input: checked.data,
      limit: contactLimit(services.config.authRateLimitFactor),
    });
    return { ok: true as const, message: CONTACT_RECEIVED };
  } catch (error) {
    return domainErrorData(error, (e) => (e.details.field === 'formToken' ? again({}, e.message) : again(fieldErrorOf(e), e.message)));
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useSubmittingTo('/contact');
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact us</h1>
      <p className="mt-3 text-lg text-slate-600">
        A question about a course, a payment or your account? Write to us and a person will reply by email, usually within two working days.
      </p>
      <p className="mt-3 flex items-start gap-2 text-slate-700">
        <LifeBuoy className="mt-1 size-4 shrink-0 text-blue-700" aria-hidden />
        <span>
          Many answers are already in the{' '}
          <Link to="/help" className="font-semibold text-blue-700 underline-offset-4 hover:underline">
            Help Center
          </Link>
          . Refunds within 30 days are explained in the{' '}
          <Link to="/refund-policy" className="font-semibold text-blue-700 underline-offset-4 hover:underline">
            refund policy
          </Link>
          .
        </span>
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {actionData?.ok ? (
          <Alert variant="success" className="flex gap-3" role="status">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              <span className="block font-semibold">Message sent</span>
              {actionData.message}
            </span>
          </Alert>
        ) : (
          <ContactForm
            formToken={refused?.formToken ?? loaderData.formToken}
            values={refused?.values}
            errors={refused?.errors ?? {}}
            formError={refused?.formError}
            submitting={submitting}
          />
        )}
      </div>
      <p className="mt-6 text-sm text-slate-600">
        What we do with your message is in our{' '}
        <Link to="/privacy" className="font-medium text-blue-700 underline-offset-4 hover:underline">
          privacy policy
        </Link>
        .
      </p>
    </section>
  );
}
