import { KeyRound, LogOut, Monitor, Trash2, UserPen } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { NewPasswordFields } from '~/components/forms/new-password-fields';
import { cn } from '~/lib/cn';
import { USERNAME_HINT, USERNAME_MAX, USERNAME_MIN } from '../../../common/auth-rules';
import { formatDateTime } from '../../../common/format';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FormField } from '../ui/form-field';
import type { FieldErrors } from '../../../common/validation';

/** What the account page's action answers, one form at a time (the `intent` says which). */
export interface SettingsActionData {
  intent: 'username' | 'password' | 'sessions' | 'delete';
  ok: boolean;
  message?: string;
  errors: FieldErrors;
  values?: { username?: string };
}

export interface SessionRow {
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

function useSubmitting(intent: SettingsActionData['intent']) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/**
 * The messages of the latest answer, for one form: every submit (of any form on the page) replaces them
 * all, so an earlier success or error never stays beside a new one (issue 18 §17). The server checks
 * every field and answers all of a form's errors at once.
 */
function answerFor(actionData: SettingsActionData | undefined, intent: SettingsActionData['intent']) {
  return actionData?.intent === intent ? actionData : undefined;
}

function Section({
  id,
  icon,
  title,
  description,
  children,
  tone,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <Card id={id} className={cn('mt-6 scroll-mt-24', tone === 'danger' && 'border-red-200')}>
      <CardHeader>
        <CardTitle className={cn('flex items-center gap-2 text-lg', tone === 'danger' && 'text-red-800')}>
          {icon} {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Result({ data, intent }: { data: SettingsActionData | undefined; intent: SettingsActionData['intent'] }) {
  if (!data || data.intent !== intent || !data.message) return null;
  if (!data.ok && Object.keys(data.errors).length > 0) return null;
  return (
    <Alert variant={data.ok ? 'success' : 'error'} className="mb-4">
      {data.message}
    </Alert>
  );
}

export function UsernameSection({ username, actionData }: { username: string; actionData: SettingsActionData | undefined }) {
  const submitting = useSubmitting('username');
  const mine = answerFor(actionData, 'username');
  const shown: FieldErrors = mine?.errors ?? {};
  return (
    <Section
      id="username"
      icon={<UserPen className="size-5" aria-hidden />}
      title="Username"
      description="The name shown on your account and in the site's header."
    >
      <Result data={actionData} intent="username" />
      <Form method="post" noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value="username" />
        <div className="sm:flex-1">
          <FormField
            label="New username"
            name="username"
            autoComplete="username"
            required
            minLength={USERNAME_MIN}
            maxLength={USERNAME_MAX}
            defaultValue={mine?.values?.username ?? username}
            hint={USERNAME_HINT}
            error={shown.username}
          />
        </div>
        <Button type="submit" className="sm:mt-7" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save username'}
        </Button>
      </Form>
    </Section>
  );
}

export function PasswordSection({ actionData }: { actionData: SettingsActionData | undefined }) {
  const submitting = useSubmitting('password');
  const formRef = useRef<HTMLFormElement>(null);
  const mine = answerFor(actionData, 'password');
  const shown: FieldErrors = mine?.errors ?? {};
  // After a change, the typed passwords must not linger in the fields.
  useEffect(() => {
    if (mine?.ok) formRef.current?.reset();
  }, [mine]);
  return (
    <Section
      id="password"
      icon={<KeyRound className="size-5" aria-hidden />}
      title="Password"
      description="Changing your password signs out every other device; this one stays signed in."
    >
      <Result data={actionData} intent="password" />
      <Form ref={formRef} method="post" noValidate className="flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="password" />
        <FormField
          label="Current Password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={shown.currentPassword}
        />
        <NewPasswordFields label="New Password" confirmLabel="Confirm New Password" name="newPassword" errors={shown} />
        <Button type="submit" className="self-start" disabled={submitting}>
          {submitting ? 'Changing...' : 'Change password'}
        </Button>
      </Form>
    </Section>
  );
}

export function SessionsSection({ sessions, actionData }: { sessions: SessionRow[]; actionData: SettingsActionData | undefined }) {
  const submitting = useSubmitting('sessions');
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Section
      id="sessions"
      icon={<Monitor className="size-5" aria-hidden />}
      title="Signed-in devices"
      description="Every browser where your account is signed in. Sign the others out if you used a shared computer or lost a device."
    >
      <Result data={actionData} intent="sessions" />
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Active sessions">
        {sessions.map((session, index) => (
          <li
            key={`${session.createdAt}-${index}`}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="flex items-center gap-2 font-medium text-slate-900">
                {session.current ? 'This device' : 'Another device'}
                {session.current ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Current</span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">Signed in on {formatDateTime(session.createdAt)}</p>
            </div>
            <p className="text-sm text-slate-600">Last active {formatDateTime(session.lastSeenAt)}</p>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="sessions" />
        <Button type="submit" variant="outline" wraps disabled={submitting || others === 0}>
          <LogOut aria-hidden /> {submitting ? 'Signing out...' : 'Sign out of all other devices'}
        </Button>
        {others === 0 ? <p className="mt-2 text-sm text-slate-600">No other device is signed in.</p> : null}
      </Form>
    </Section>
  );
}

export function DeleteAccountSection({ actionData }: { actionData: SettingsActionData | undefined }) {
  const submitting = useSubmitting('delete');
  const mine = answerFor(actionData, 'delete');
  const shown: FieldErrors = mine?.errors ?? {};
  return (
    <Section
      id="delete"
      tone="danger"
      icon={<Trash2 className="size-5" aria-hidden />}
      title="Delete account"
      description="This cannot be undone."
    >
      <p className="mb-4 text-sm text-slate-700">
        Deleting your account removes your profile, your sign-ins on every device, your lesson progress and your newsletter subscription.
        Records of purchases are kept for our accounts, without your name or email address.
      </p>
      <Result data={actionData} intent="delete" />
      <Form method="post" noValidate className="flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="delete" />
        <FormField
          id="delete-password"
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={shown.password}
        />
        <Button type="submit" variant="destructive" className="self-start" disabled={submitting}>
          {submitting ? 'Deleting...' : 'Delete my account'}
        </Button>
      </Form>
    </Section>
  );
}
