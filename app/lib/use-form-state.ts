import { useEffect, useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import { useToast } from '~/components/toaster';
import type { FieldErrors } from '../../common/validation';

/** True while a form posted to `path` (this page's action) is on its way or its answer is loading. */
export function useSubmittingTo(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formAction?.startsWith(path) === true;
}

/**
 * What a form shows after its action answered: the errors beside their fields, and a message for the
 * whole form only when no field has one (each submit replaces them all: the server checks every field).
 * The message is also announced in a toast titled `failureTitle`.
 */
export function useActionFeedback(
  actionData: { message?: string; errors?: FieldErrors } | undefined,
  failureTitle: string,
): { errors: FieldErrors; formMessage: string | undefined } {
  const toast = useToast();
  useEffect(() => {
    if (actionData?.message) toast({ title: failureTitle, description: actionData.message, variant: 'error' });
  }, [actionData, toast, failureTitle]);
  const errors: FieldErrors = actionData?.errors ?? {};
  const formMessage = actionData?.message && Object.keys(errors).length === 0 ? actionData.message : undefined;
  return { errors, formMessage };
}

/** A new password's fields: changing one can right the other's "do not match". */
const PAIRED: Record<string, string> = { password: 'confirmPassword', newPassword: 'confirmPassword' };

/**
 * The server's field errors until the learner edits the field (issue 41): a corrected field no longer shows
 * red while the others still do; the next submit checks every field again. `errors` is the action's answer
 * (the same object until the next answer, which shows its errors afresh). Spread `onInput` on the form.
 */
export function useErrorsUntilEdited(errors: FieldErrors | undefined): {
  errors: FieldErrors;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
} {
  const [edited, setEdited] = useState<{ of: FieldErrors | undefined; names: ReadonlySet<string> }>({ of: errors, names: new Set() });
  // A new answer: its errors all show (set during render, React's pattern for state derived from a prop).
  const names = edited.of === errors ? edited.names : new Set<string>();
  if (edited.of !== errors) setEdited({ of: errors, names });
  const visible: FieldErrors = {};
  for (const [name, message] of Object.entries(errors ?? {})) if (!names.has(name)) visible[name] = message;
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !errors?.[name] || names.has(name)) return;
    setEdited({ of: errors, names: new Set([...names, name, ...(PAIRED[name] ? [PAIRED[name]] : [])]) });
  };
  return { errors: visible, onInput };
}
