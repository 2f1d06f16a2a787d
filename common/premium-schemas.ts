import { z } from 'zod';
import { CALL_AGENDA_MAX, CALL_MAX_MINUTES, CALL_MIN_MINUTES, CALL_NOTES_MAX, CALL_TITLE_MAX } from './call-rules';
import { textField } from './validation';

/** A template's address (/premium/templates/:slug) and its download formats. */
export const templateParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be a template name')
    .max(80, 'slug must be a template name'),
});
export const TEMPLATE_FORMATS = ['md', 'txt', 'csv'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];
export const templateDownloadQuerySchema = z.object({
  format: z.enum(TEMPLATE_FORMATS, { message: `format must be one of ${TEMPLATE_FORMATS.join(', ')}` }),
});

export const callParamsSchema = z.object({ id: z.uuid({ message: 'id must be a call id' }) });

const httpsUrl = (label: string) =>
  textField(label)
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, `${label} must be an https:// address`);

/** When a call starts: an ISO date and time with its offset (the form sends the owner's local time converted). */
const startsAt = z
  .string({ message: 'startsAt must be a date and time' })
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), 'startsAt must be a date and time')
  .transform((value) => new Date(value));

/** POST /api/admin/calls and the /admin/calls form: a new call. */
export const scheduleCallSchema = z.object({
  title: textField('title').trim().min(3, 'title must be 3 to 120 characters').max(CALL_TITLE_MAX, 'title must be 3 to 120 characters'),
  agenda: textField('agenda', { multiline: true })
    .trim()
    .min(1, 'agenda is required')
    .max(CALL_AGENDA_MAX, `agenda must be at most ${CALL_AGENDA_MAX} characters`),
  startsAt,
  durationMinutes: z.coerce
    .number({ message: 'durationMinutes must be a number' })
    .int('durationMinutes must be a whole number')
    .min(CALL_MIN_MINUTES, `durationMinutes must be ${CALL_MIN_MINUTES} to ${CALL_MAX_MINUTES}`)
    .max(CALL_MAX_MINUTES, `durationMinutes must be ${CALL_MIN_MINUTES} to ${CALL_MAX_MINUTES}`),
  joinUrl: httpsUrl('joinUrl'),
});
export type ScheduleCallInput = z.infer<typeof scheduleCallSchema>;

/** PATCH /api/admin/calls/:id: any of the above, and after the call its notes and recording link ("" clears them). */
export const updateCallSchema = scheduleCallSchema
  .partial()
  .extend({
    notes: textField('notes', { multiline: true })
      .trim()
      .max(CALL_NOTES_MAX, `notes must be at most ${CALL_NOTES_MAX} characters`)
      .optional(),
    recordingUrl: z.union([z.literal(''), httpsUrl('recordingUrl')]).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'nothing to change', path: ['title'] });
export type UpdateCallInput = z.infer<typeof updateCallSchema>;
