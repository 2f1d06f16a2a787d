import { z } from 'zod';
import { emailField } from './auth-schemas';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_SUBJECTS, type ContactSubject } from './contact-rules';
import { textField } from './validation';

// The subjects and lengths are plain values in contact-rules.ts, so the owner's inbox can show them without zod.
export { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_SUBJECTS, type ContactSubject } from './contact-rules';
const SUBJECT_KEYS = Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]];

/**
 * One message through /contact or POST /api/contact. `formToken` is the signed time the form was handed out
 * (GET /api/contact/form, or the page's loader); `website` is the honeypot, a field people never see
 * (server/contact/send-contact-message.ts says what happens when either gives a robot away).
 */
export const contactSchema = z.object({
  name: textField('Name')
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters long`),
  email: emailField,
  subject: z.enum(SUBJECT_KEYS, { message: `Subject must be one of: ${SUBJECT_KEYS.join(', ')}` }),
  message: textField('Message', { multiline: true })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters long`)
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters long`),
  formToken: textField('formToken').min(1, 'formToken is required').max(200, 'formToken is too long'),
  website: z.string({ message: 'website must be text' }).max(500, 'website is too long').optional().default(''),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** What every accepted message is answered with (a robot caught by the honeypot gets the same words). */
export const CONTACT_RECEIVED =
  'Thank you, your message has been sent. We have emailed you a copy of the subject and will reply to your email address, usually within two working days.';

export const contactMessageIdSchema = z.object({ id: z.uuid({ message: 'id must be a message id' }) });
export const contactMessagesQuerySchema = z.object({
  status: z.enum(['new', 'handled', 'all'], { message: 'status must be new, handled or all' }).optional().default('new'),
});
