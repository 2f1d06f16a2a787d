import { Suspense } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import {
  CertificatesSection,
  DataExportSection,
  DeleteAccountSection,
  DiscussionEmailsSection,
  PasskeysSection,
  PasswordSection,
  preloadAccountParts,
  SessionsSection,
  UsernameSection,
} from '~/components/account/account-parts';
import { InvoicesSection } from '~/components/account/invoices-section';
import { ProfileCard } from '~/components/account/profile-card';
import { PurchasesSection } from '~/components/account/purchases-section';
import { Button } from '~/components/ui/button';
import { VerifyEmailNotice } from '~/components/verify-email-notice';
import { checkForm, formText, readForm } from '~/lib/form.server';
import { originFrom, seo } from '~/lib/seo';
import { changePasswordFormSchema, changeUsernameSchema, deleteAccountSchema } from '../../common/auth-schemas';
import { loginPath, signupPath } from '../../common/routes';
import { describeZodError } from '../../common/validation';
import { changePassword } from '../../server/account/change-password';
import { changeUsername } from '../../server/account/change-username';
import { deleteAccount } from '../../server/account/delete-account';
import { listPurchases } from '../../server/account/list-purchases';
import { listSessions } from '../../server/account/list-sessions';
import { signOutOtherSessions } from '../../server/account/sign-out-other-sessions';
import { accountView } from '../../server/auth/account-view';
import { loadCertificateSettings } from '../../server/certificates/list-certificates';
import { serializeFlash } from '../../server/http/flash';
import { clearSessionCookie } from '../../server/http/session-cookie';
import { listMyInvoices } from '../../server/invoices/list-my-invoices';
import { listPasskeys } from '../../server/passkeys/list-passkeys';
import { requireUser } from '../lib/auth.server';
import { discussionEmailsAction, discussionEmailsEnabled } from '../lib/discussion-emails-action.server';
import { domainErrorData, fieldErrorOf } from '../lib/domain-error.server';
import type { Route } from './+types/account';
import type { SettingsActionData } from '~/components/account/settings-forms';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'My Account', path: '/account', origin: originFrom(matches), noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { user, services } = context;
  if (!user)
    return {
      account: null,
      sessions: [],
      purchases: [],
      invoices: [],
      passkeys: [],
      passkeyOrigin: null,
      discussionEmails: true,
      certificates: null,
    };
  const [sessions, purchases, invoices, passkeys, discussionEmails, certificates] = await Promise.all([
    listSessions({ db: services.db, userId: user.id, sessionToken: context.sessionToken, now: services.now() }),
    listPurchases({ db: services.db, userId: user.id, now: services.now() }),
    listMyInvoices({ db: services.db, userId: user.id }),
    listPasskeys({ db: services.db, userId: user.id }),
    discussionEmailsEnabled({ db: services.db, userId: user.id }),
    loadCertificateSettings({ db: services.db, userId: user.id, now: services.now() }),
  ]);
  const passkeyOrigin = services.config.passkeys?.origin ?? null;
  return { account: accountView(user), sessions, purchases, invoices, passkeys, passkeyOrigin, discussionEmails, certificates };
}

/** The settings forms post here, each with its `intent`; the same functions serve /api/account. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const { user, sessionToken } = requireUser(context, '/account');
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const limited = { db: services.db, limits: services.authLimits, ip: context.clientIp, now: services.now() };
  const answer = (result: SettingsActionData, status = 200) => data(result, { status });
  const invalid = (
    intentName: SettingsActionData['intent'],
    error: Parameters<typeof describeZodError>[0],
    values?: SettingsActionData['values'],
  ) => {
    const { message, field } = describeZodError(error);
    return answer({ intent: intentName, ok: false, message, errors: field ? { [field]: message } : {}, values }, 400);
  };
  const failed = (intentName: SettingsActionData['intent'], error: unknown, values?: SettingsActionData['values']) =>
    domainErrorData(error, (e): SettingsActionData => ({
      intent: intentName,
      ok: false,
      message: e.message,
      errors: fieldErrorOf(e),
      values,
    }));

  switch (intent) {
    case 'discussion-emails':
      return discussionEmailsAction({ db: services.db, userId: user.id, form, now: services.now() });
    case 'username': {
      const username = formText(form, 'username');
      const checked = changeUsernameSchema.safeParse({ username });
      if (!checked.success) return invalid('username', checked.error, { username });
      const changed = await changeUsername({ db: services.db, userId: user.id, username: checked.data.username });
      return answer({ intent: 'username', ok: true, message: `Your username is now ${changed.username}.`, errors: {} });
    }
    case 'password': {
      const checked = checkForm(changePasswordFormSchema, readForm(form, ['currentPassword', 'newPassword', 'confirmPassword']));
      if (!checked.ok) return answer({ intent: 'password', ok: false, errors: checked.errors }, 400);
      let others: number;
      try {
        const { currentPassword, newPassword } = checked.data;
        ({ signedOutSessions: others } = await changePassword({
          ...limited,
          mailer: services.mailer,
          user,
          sessionToken,
          currentPassword,
          newPassword,
        }));
      } catch (error) {
        return failed('password', error);
      }
      return answer({
        intent: 'password',
        ok: true,
        message: `Your password has been changed.${others ? ` ${others} other device${others === 1 ? ' was' : 's were'} signed out.` : ''}`,
        errors: {},
      });
    }
    case 'sessions': {
      const count = await signOutOtherSessions({ db: services.db, userId: user.id, sessionToken });
      return answer({ intent: 'sessions', ok: true, message: `Signed out of ${count} other device${count === 1 ? '' : 's'}.`, errors: {} });
    }
    case 'delete': {
      const checked = deleteAccountSchema.safeParse({ password: formText(form, 'password') });
      if (!checked.success) return invalid('delete', checked.error);
      try {
        await deleteAccount({ ...limited, user, password: checked.data.password, gateway: context.services.payments });
      } catch (error) {
        return failed('delete', error);
      }
      const headers = new Headers();
      headers.append('Set-Cookie', clearSessionCookie(services.config));
      headers.append(
        'Set-Cookie',
        serializeFlash(services, {
          title: 'Your account has been deleted',
          description: 'Thank you for learning with us.',
          variant: 'default',
        }),
      );
      throw redirect('/', { headers });
    }
    default:
      return answer({ intent: 'username', ok: false, message: 'Unknown action', errors: {} }, 400);
  }
}

/** A client-side visit renders once the forms' code is here too (app/components/account/account-parts.tsx). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), preloadAccountParts()]);
  return loaded;
}

export default function Account({ loaderData, actionData: answered }: Route.ComponentProps) {
  const actionData = answered && 'intent' in answered ? answered : undefined;
  const { account, sessions, purchases, invoices, passkeys, passkeyOrigin, certificates } = loaderData;
  if (!account) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">My Account</h1>
        <p className="mt-4 text-slate-700">Please log in to view your account information.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button asChild>
            <Link to={loginPath('/account')}>Sign In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={signupPath('/account')}>Get Started</Link>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">My Account</h1>
      <p className="mt-2 text-slate-600">Your profile, course access and settings.</p>
      <nav aria-label="Account sections" className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
        {[
          ['#username', 'Username'],
          ['#password', 'Password'],
          ['#passkeys', 'Passkeys'],
          ['#sessions', 'Devices'],
          ['#purchases', 'Purchases'],
          ['#invoices', 'Invoices'],
          ['#certificates', 'Certificates'],
          ['#your-data', 'Your data'],
          ['#discussion-emails', 'Emails'],
          ['#delete', 'Delete account'],
          ['/account/billing', 'Billing'],
          ['/account/referrals', 'Referrals'],
        ].map(([href, label]) => (
          <a key={href} href={href} className="text-blue-700 hover:underline">
            {label}
          </a>
        ))}
      </nav>

      {account.emailVerified ? null : <VerifyEmailNotice email={account.email} />}
      <ProfileCard account={account} />

      <Suspense>
        <UsernameSection username={account.username} actionData={actionData} />
        <PasswordSection actionData={actionData} />
        <PasskeysSection passkeys={passkeys} origin={passkeyOrigin} signedInAt={sessions.find((s) => s.current)?.createdAt ?? null} />
        <SessionsSection sessions={sessions} actionData={actionData} />
      </Suspense>
      <PurchasesSection purchases={purchases} />
      <InvoicesSection invoices={invoices} />
      <Suspense>
        {certificates ? <CertificatesSection name={certificates.name} certificates={certificates.certificates} /> : null}
        <DataExportSection />
        <DiscussionEmailsSection enabled={loaderData.discussionEmails} />
        <DeleteAccountSection actionData={actionData} />
      </Suspense>

      <Form method="post" action="/logout" className="mt-8">
        <Button type="submit" variant="outline">
          Sign Out
        </Button>
      </Form>
    </section>
  );
}
