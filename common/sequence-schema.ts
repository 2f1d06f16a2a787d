import { z } from 'zod';
import {
  ABANDON_AFTER_HOURS_DEFAULT,
  SEQUENCE_STEPS_MAX,
  SEQUENCE_TRIGGERS,
  STEP_BODY_MAX,
  STEP_DELAY_MAX,
  STEP_SUBJECT_MAX,
} from './sequence-rules';
import { textField } from './validation';

// Email sequences as the API and the owner's editor take them (issue 30); the limits are in sequence-rules.ts.

export const sequenceStepSchema = z.object({
  delayMinutes: z
    .number({ message: 'delayMinutes must be a number of minutes' })
    .int('delayMinutes must be a whole number of minutes')
    .min(0, 'delayMinutes must be 0 or more')
    .max(STEP_DELAY_MAX, `delayMinutes must be at most ${STEP_DELAY_MAX} (a year)`),
  subject: textField('subject')
    .trim()
    .min(1, 'subject is required')
    .max(STEP_SUBJECT_MAX, `subject must be at most ${STEP_SUBJECT_MAX} characters`),
  body: textField('body', { multiline: true })
    .refine((value) => value.trim().length > 0, 'body is required')
    .refine((value) => value.length <= STEP_BODY_MAX, `body must be at most ${STEP_BODY_MAX} characters`),
});
export type SequenceStepInput = z.infer<typeof sequenceStepSchema>;

const fields = {
  name: textField('name').trim().min(1, 'name is required').max(120, 'name must be at most 120 characters'),
  trigger: z.enum(SEQUENCE_TRIGGERS, { message: `trigger must be one of ${SEQUENCE_TRIGGERS.join(', ')}` }),
  active: z.boolean({ message: 'active must be true or false' }),
  /** checkout_abandoned only: how long an unpaid checkout waits before it counts as abandoned. */
  abandonAfterHours: z
    .number({ message: 'abandonAfterHours must be a number of hours' })
    .int('abandonAfterHours must be a whole number of hours')
    .min(1, 'abandonAfterHours must be at least 1')
    .max(720, 'abandonAfterHours must be at most 720 (30 days)'),
  steps: z
    .array(sequenceStepSchema, { message: 'steps must be a list of steps' })
    .min(1, 'steps must have at least one step')
    .max(SEQUENCE_STEPS_MAX, `steps must have at most ${SEQUENCE_STEPS_MAX} steps`),
};

/** POST /api/admin/sequences. */
export const createSequenceSchema = z.object({
  ...fields,
  active: fields.active.default(false),
  abandonAfterHours: fields.abandonAfterHours.default(ABANDON_AFTER_HOURS_DEFAULT),
});
export type CreateSequenceInput = z.infer<typeof createSequenceSchema>;

/** PATCH /api/admin/sequences/:id: any of the fields; `steps` replaces the list (a step keeps its counts by its place). */
export const updateSequenceSchema = z.object(fields).partial();
export type UpdateSequenceInput = z.infer<typeof updateSequenceSchema>;

export const sequenceIdSchema = z.object({ id: z.uuid({ message: 'id must be a sequence id' }) });

/** The list page's on/off switch (a form: text values). */
export const sequenceToggleSchema = sequenceIdSchema.extend({
  active: z.enum(['true', 'false'], { message: 'active must be true or false' }),
});

/** POST /api/admin/sequences/test: one step as a recipient would get it, sent to the owner. */
export const sequenceTestSchema = z.object({
  trigger: fields.trigger,
  step: sequenceStepSchema,
});

/** The one-click unsubscribe and its page: `<enrolment id>.<signature>`. */
export const sequenceUnsubscribeTokenSchema = z.object({
  token: textField('token').regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, 'token is not a valid unsubscribe token'),
});
