import { DELAY_UNITS, type DelayUnit } from './step-delay';

/** What the editor's form holds, as typed (kept to show again beside an error). */
export interface SequenceFormValues {
  name: string;
  trigger: string;
  active: boolean;
  abandonAfterHours: string;
  steps: { delay: string; unit: DelayUnit; subject: string; body: string }[];
}

export const stepField = (index: number, field: 'delay' | 'unit' | 'subject' | 'body') => `step-${index}-${field}`;

export function readSequenceForm(form: FormData): SequenceFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const steps: SequenceFormValues['steps'] = [];
  for (let index = 0; form.has(stepField(index, 'subject')); index += 1) {
    const unit = text(stepField(index, 'unit'));
    steps.push({
      delay: text(stepField(index, 'delay')),
      unit: unit in DELAY_UNITS ? (unit as DelayUnit) : 'minutes',
      subject: text(stepField(index, 'subject')),
      body: text(stepField(index, 'body')),
    });
  }
  return {
    name: text('name'),
    trigger: text('trigger'),
    active: text('active') === 'true',
    abandonAfterHours: text('abandonAfterHours'),
    steps,
  };
}

const number = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** One step as the API's body has it. */
export function stepBody(step: SequenceFormValues['steps'][number]) {
  const delay = number(step.delay) ?? 0;
  return { delayMinutes: delay * DELAY_UNITS[step.unit], subject: step.subject, body: step.body };
}

/**
 * The form as POST /api/admin/sequences's body, so both are checked by one schema. An empty step place (no
 * subject, no body) is left out; `places[k]` is the form place of the body's step k, for its errors.
 */
export function sequenceBody(values: SequenceFormValues): { body: Record<string, unknown>; places: number[] } {
  const places = values.steps.flatMap((step, index) => (step.subject.trim() || step.body.trim() ? [index] : []));
  return {
    body: {
      name: values.name,
      trigger: values.trigger,
      active: values.active,
      abandonAfterHours: number(values.abandonAfterHours),
      steps: places.map((index) => stepBody(values.steps[index]!)),
    },
    places,
  };
}

/** A field error's key (`steps.0.subject`) as the form's field name (`step-2-subject`). */
export function formFieldOf(path: string, places: number[]): string {
  const match = /^steps\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return path;
  const place = places[Number(match[1])] ?? Number(match[1]);
  return stepField(place, match[2] === 'delayMinutes' ? 'delay' : (match[2] as 'subject' | 'body'));
}
