import { useEffect } from 'react';
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
