import { data, Link, redirect, useNavigation } from 'react-router';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { SequenceEditor, SequencePreviews } from '~/components/sequences/sequence-editor';
import { formFieldOf, readSequenceForm, sequenceBody, stepBody, type SequenceFormValues } from '~/components/sequences/sequence-form';
import { splitDelay } from '~/components/sequences/step-delay';
import { adminAction } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { ABANDON_AFTER_HOURS_DEFAULT, MARKETING_TRIGGERS, SEQUENCE_TRIGGERS, type SequenceTrigger } from '../../common/sequence-rules';
import { createSequenceSchema, sequenceIdSchema, sequenceStepSchema } from '../../common/sequence-schema';
import { createSequence } from '../../server/sequences/create-sequence';
import { deleteSequence } from '../../server/sequences/delete-sequence';
import { listSequences } from '../../server/sequences/list-sequences';
import { previewSequenceStep } from '../../server/sequences/preview-sequence-step';
import { sendTestSequenceStep } from '../../server/sequences/send-test-sequence-step';
import { updateSequence } from '../../server/sequences/update-sequence';
import { requireOwner } from '../lib/auth.server';
import type { FieldErrors } from '../../common/validation';
import type { Route } from './+types/admin-sequence';
import type { AdminActionData } from '~/lib/admin-action.server';

export const meta: Route.MetaFunction = (args) => adminMeta('Sequence', args);

const NEW: SequenceFormValues = {
  name: '',
  trigger: 'newsletter_confirmed',
  active: false,
  abandonAfterHours: String(ABANDON_AFTER_HOURS_DEFAULT),
  steps: [{ delay: '0', unit: 'minutes', subject: '', body: '' }],
};

export async function loader({ params, context }: Route.LoaderArgs) {
  requireOwner(context);
  if (params.id === 'new') return { id: null, values: NEW };
  const parsed = sequenceIdSchema.safeParse({ id: params.id });
  if (!parsed.success) throw data(null, { status: 404 });
  const [sequence] = await listSequences({ db: context.services.db, id: parsed.data.id });
  if (!sequence) throw data(null, { status: 404 });
  const values: SequenceFormValues = {
    name: sequence.name,
    trigger: sequence.trigger,
    active: sequence.active,
    abandonAfterHours: String(sequence.abandonAfterHours),
    steps: sequence.steps.map((step) => {
      const [delay, unit] = splitDelay(step.delayMinutes);
      return { delay: String(delay), unit, subject: step.subject, body: step.body };
    }),
  };
  return { id: sequence.id, values };
}

type EditorResult = AdminActionData & { values: SequenceFormValues; errors: FieldErrors; previews?: string[] };

/** Save, preview, a step's test and delete post here with their `intent`; the same functions serve /api/admin/sequences. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const { services } = context;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const values = readSequenceForm(form);
  const id = params.id === 'new' ? null : sequenceIdSchema.safeParse({ id: params.id }).data?.id;
  if (id === undefined) throw data(null, { status: 404 });
  const answer = (result: AdminActionData, errors: FieldErrors = {}, extra: Partial<EditorResult> = {}) =>
    data<EditorResult>({ ...result, values, errors, ...extra }, { status: result.ok ? 200 : 400 });
  const trigger: SequenceTrigger = SEQUENCE_TRIGGERS.find((t) => t === values.trigger) ?? 'newsletter_confirmed';

  if (intent === 'delete' && id) {
    await deleteSequence({ db: services.db, actorId: user.id, id, now: services.now() });
    throw redirect('/admin/sequences');
  }
  const test = /^test-(\d+)$/.exec(intent);
  if (test) {
    const index = Number(test[1]);
    const step = sequenceStepSchema.safeParse(stepBody(values.steps[index] ?? { delay: '', unit: 'minutes', subject: '', body: '' }));
    if (!step.success) {
      const issue = step.error.issues[0]!;
      return answer({ ok: false, message: issue.message }, { [formFieldOf(`steps.${index}.${String(issue.path[0])}`, [])]: issue.message });
    }
    const to = { userId: user.id, email: user.email, username: user.username };
    const result = await adminAction(async () => {
      const sent = await sendTestSequenceStep({
        db: services.db,
        mailer: services.mailer,
        now: services.now(),
        to,
        trigger,
        step: step.data,
      });
      return `A test of step ${index + 1} was sent to ${sent.to}.`;
    });
    return answer(result.data);
  }

  const { body, places } = sequenceBody(values);
  const parsed = createSequenceSchema.safeParse(body);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[formFieldOf(issue.path.join('.') || 'form', places)] ??= issue.message;
    return answer({ ok: false, message: parsed.error.issues[0]!.message }, errors);
  }
  if (intent === 'preview') {
    const previews = parsed.data.steps.map((step) =>
      previewSequenceStep({
        siteUrl: services.mailer.siteUrl,
        step,
        name: user.username,
        marketing: MARKETING_TRIGGERS.has(parsed.data.trigger),
      }),
    );
    return answer({ ok: true, message: 'The preview is below the form.' }, {}, { previews });
  }
  const now = services.now();
  if (!id) {
    const created = await createSequence({ db: services.db, actorId: user.id, now, ...parsed.data });
    throw redirect(`/admin/sequences/${created.id}`);
  }
  const result = await adminAction(async () => {
    const saved = await updateSequence({ db: services.db, actorId: user.id, id, changes: parsed.data, now });
    return `${saved.name} is saved${saved.active ? ' and on' : ' (off)'}.`;
  });
  return answer(result.data);
}

export default function AdminSequence({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values ?? loaderData.values;
  return (
    <>
      <PageTitle description="Each step is an email: its delay, subject and Markdown body. Preview it, or send yourself a test.">
        {loaderData.id ? values.name || 'Sequence' : 'New sequence'}
      </PageTitle>
      <p className="mb-4">
        <Link to="/admin/sequences" className="font-semibold text-blue-700 hover:underline">
          All sequences
        </Link>
      </p>
      <ActionNotice result={actionData} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          {/* Fresh fields after a save: keyed by the answer. */}
          <SequenceEditor
            key={actionData?.message ?? 'form'}
            values={values}
            errors={actionData?.errors ?? {}}
            busy={busy}
            isNew={!loaderData.id}
          />
        </div>
        {actionData?.previews ? <SequencePreviews previews={actionData.previews} /> : null}
      </div>
    </>
  );
}
