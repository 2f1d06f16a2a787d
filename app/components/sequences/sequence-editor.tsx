import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import { SEQUENCE_STEPS_MAX, SEQUENCE_TRIGGERS, STEP_BODY_MAX, STEP_SUBJECT_MAX, TRIGGER_LABELS } from '../../../common/sequence-rules';
import { stepField, type SequenceFormValues } from './sequence-form';
import type { FieldErrors } from '../../../common/validation';

/** Each step's email as sent (HTML already sanitized on the server, server/sequences/sequence-email.ts). */
export function SequencePreviews({ previews }: { previews: string[] }) {
  return (
    <section aria-labelledby="preview-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="preview-title" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <p className="text-sm text-slate-600">
        Each step as a recipient gets it, greeted by your name. Links go through the site's click counter.
      </p>
      {previews.map((html, index) => (
        <div key={index} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-800">Step {index + 1}</h3>
          <div className="overflow-x-auto rounded-lg border border-slate-200" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      ))}
    </section>
  );
}

function StepFields({
  index,
  step,
  errors,
  busy,
}: {
  index: number;
  step: SequenceFormValues['steps'][number];
  errors: FieldErrors;
  busy: boolean;
}) {
  const bodyId = `field-${stepField(index, 'body')}`;
  const bodyError = errors[stepField(index, 'body')];
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Step {index + 1}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-32">
          <FormField
            label={index === 0 ? 'Delay after the trigger' : 'Delay after the previous step'}
            name={stepField(index, 'delay')}
            inputMode="numeric"
            defaultValue={step.delay}
            error={errors[stepField(index, 'delay')]}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`field-${stepField(index, 'unit')}`}>Unit</Label>
          <select id={`field-${stepField(index, 'unit')}`} name={stepField(index, 'unit')} defaultValue={step.unit} className="ui-input">
            <option value="minutes">minutes</option>
            <option value="hours">hours</option>
            <option value="days">days</option>
          </select>
        </div>
      </div>
      <FormField
        label="Subject"
        name={stepField(index, 'subject')}
        maxLength={STEP_SUBJECT_MAX}
        defaultValue={step.subject}
        error={errors[stepField(index, 'subject')]}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={bodyId}>Body (Markdown)</Label>
        <textarea
          id={bodyId}
          name={stepField(index, 'body')}
          rows={8}
          maxLength={STEP_BODY_MAX}
          defaultValue={step.body}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={[`${bodyId}-hint`, bodyError ? `${bodyId}-error` : null].filter(Boolean).join(' ')}
          className="ui-input min-h-32 font-mono text-sm"
        />
        <p id={`${bodyId}-hint`} className="text-sm text-slate-600">
          {'{{name}}'} is the recipient's name. Links are counted when clicked; images are not sent.
        </p>
        {bodyError ? (
          <p id={`${bodyId}-error`} className="text-sm text-red-700">
            {bodyError}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" name="intent" value={`test-${index}`} size="sm" variant="outline" disabled={busy}>
          Send me a test of step {index + 1}
        </Button>
      </div>
    </fieldset>
  );
}

/** The sequence's settings and steps; an empty step at the end adds one when filled in. */
export function SequenceEditor({
  values,
  errors,
  busy,
  isNew,
}: {
  values: SequenceFormValues;
  errors: FieldErrors;
  busy: boolean;
  isNew: boolean;
}) {
  // Empty places are left out (a form's answer keeps them), then one more is offered for a new step.
  const filled = values.steps.filter((step) => step.subject.trim() || step.body.trim());
  const first = filled.length > 0 ? filled : [{ delay: '0', unit: 'minutes' as const, subject: '', body: '' }];
  const steps = first.length < SEQUENCE_STEPS_MAX ? [...first, { delay: '', unit: 'days' as const, subject: '', body: '' }] : first;
  return (
    <Form method="post" className="flex flex-col gap-4">
      <FormField label="Name" name="name" maxLength={120} defaultValue={values.name} error={errors.name} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="field-trigger">Starts when</Label>
        <select id="field-trigger" name="trigger" defaultValue={values.trigger} className="ui-input">
          {SEQUENCE_TRIGGERS.map((trigger) => (
            <option key={trigger} value={trigger}>
              {TRIGGER_LABELS[trigger]}
            </option>
          ))}
        </select>
        <p className="text-sm text-slate-600">
          All but a purchase are marketing: they go only to people who agreed to tips and offers, each with a one-click unsubscribe.
        </p>
      </div>
      <FormField
        label="Hours before an unpaid checkout counts as abandoned"
        name="abandonAfterHours"
        inputMode="numeric"
        defaultValue={values.abandonAfterHours}
        hint="Only for “Checkout opened and not paid”. Nobody who has bought the course gets the reminder."
        error={errors.abandonAfterHours}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="active" value="true" defaultChecked={values.active} className="size-4 rounded border-slate-300" />
        On: enrol people and send the steps
      </label>
      {steps.map((step, index) => (
        <StepFields key={index} index={index} step={step} errors={errors} busy={busy} />
      ))}
      {errors.steps ? <p className="text-sm text-red-700">{errors.steps}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {isNew ? 'Create sequence' : 'Save'}
        </Button>
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
          Preview
        </Button>
        {isNew ? null : (
          <Button type="submit" name="intent" value="delete" variant="outline" disabled={busy}>
            Delete sequence
          </Button>
        )}
      </div>
    </Form>
  );
}
