import { redirect } from 'react-router';
import { formText } from '~/lib/form.server';
import { certificateIdSchema, certificateNameSchema } from '../../common/certificate-schemas';
import { describeZodError } from '../../common/validation';
import { setCertificateName } from '../../server/certificates/set-certificate-name';
import { setCertificateWithdrawn } from '../../server/certificates/withdraw-certificate';
import { serializeFlash } from '../../server/http/flash';
import { requireUser } from '../lib/auth.server';
import { isDomainError } from '../lib/domain-error.server';
import type { Route } from './+types/account-certificates';

const BACK = '/account#certificates';

/** Nothing to show here: the certificates live on /account. */
export function loader() {
  return redirect(BACK);
}

/**
 * The certificate forms of /account (issue 14): the printed name, and withdrawing or restoring one
 * certificate's public page. Each answers with a redirect back and a notice, so they work without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const { user } = requireUser(context, '/account');
  const form = await request.formData();
  const back = (title: string, variant: 'success' | 'error') =>
    redirect(BACK, { headers: { 'Set-Cookie': serializeFlash(services, { title, variant }) } });

  switch (formText(form, 'intent')) {
    case 'name': {
      const checked = certificateNameSchema.safeParse({ name: formText(form, 'name') });
      if (!checked.success) return back(describeZodError(checked.error).message, 'error');
      const { name } = await setCertificateName({ db: services.db, userId: user.id, name: checked.data.name });
      return back(`Your certificates now show the name ${name}.`, 'success');
    }
    case 'withdraw':
    case 'restore': {
      const withdrawn = formText(form, 'intent') === 'withdraw';
      const checked = certificateIdSchema.safeParse({ id: formText(form, 'id') });
      if (!checked.success) return back(describeZodError(checked.error).message, 'error');
      try {
        await setCertificateWithdrawn({ db: services.db, userId: user.id, certificateId: checked.data.id, withdrawn, now: services.now() });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return back(error.message, 'error');
      }
      return back(
        withdrawn ? 'The certificate was withdrawn: its page now says it is revoked.' : 'The certificate is public again.',
        'success',
      );
    }
    default:
      return back('Unknown action', 'error');
  }
}
