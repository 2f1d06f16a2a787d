import { Link, useNavigation } from 'react-router';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { SequenceTable } from '~/components/sequences/sequence-table';
import { adminAction, parseForm } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { sequenceToggleSchema } from '../../common/sequence-schema';
import { listSequences } from '../../server/sequences/list-sequences';
import { updateSequence } from '../../server/sequences/update-sequence';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-sequences';

export const meta: Route.MetaFunction = (args) => adminMeta('Sequences', args);

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return { sequences: await listSequences({ db: context.services.db }) };
}

/** The on/off switch; PATCH /api/admin/sequences/:id with `{active}` does the same. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const parsed = parseForm(sequenceToggleSchema, await request.formData());
  if (!parsed.ok) return parsed.answer;
  const { id, active } = parsed.value;
  return adminAction(async () => {
    const sequence = await updateSequence({
      db: context.services.db,
      actorId: user.id,
      id,
      changes: { active: active === 'true' },
      now: context.services.now(),
    });
    return sequence.active ? `${sequence.name} is on: new people are enrolled and its steps are sent.` : `${sequence.name} is off.`;
  });
}

export default function AdminSequences({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageTitle description="Emails sent on their own after a sign-up, a confirmed subscription, an unpaid checkout or a purchase, step by step.">
        Sequences
      </PageTitle>
      <ActionNotice result={actionData} />
      <p className="mb-4">
        <Link to="/admin/sequences/new" className="font-semibold text-blue-700 hover:underline">
          New sequence
        </Link>
      </p>
      <SequenceTable rows={loaderData.sequences} busy={busy} />
    </>
  );
}
