import { data } from 'react-router';
import { discussionEmailsEnabled, setDiscussionEmails } from '../../server/discussions/set-discussion-emails';
import { formText } from './form.server';
import type { Db } from '../../server/db/client';
import type { DiscussionEmailsActionData } from '~/components/account/discussion-emails-section';

export { discussionEmailsEnabled };

/** The /account form of the reply emails' setting: `enabled` is `on` or `off` (anything else is refused). */
export async function discussionEmailsAction({ db, userId, form, now }: { db: Db; userId: string; form: FormData; now: Date }) {
  const value = formText(form, 'enabled');
  if (value !== 'on' && value !== 'off') {
    return data<DiscussionEmailsActionData>({ discussionEmails: { ok: false, message: 'enabled must be on or off' } }, { status: 400 });
  }
  const { enabled } = await setDiscussionEmails({ db, userId, enabled: value === 'on', now });
  return data<DiscussionEmailsActionData>({
    discussionEmails: { ok: true, message: enabled ? 'Reply emails are on.' : 'Reply emails are off.' },
  });
}
