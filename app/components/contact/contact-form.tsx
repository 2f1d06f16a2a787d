import { Send } from 'lucide-react';
import { Form } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_SUBJECTS } from '../../../common/contact-schema';
import type { FieldErrors } from '../../../common/validation';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * The contact form (issue 15): a plain POST form, so it works without JavaScript. The `website` field is the
 * honeypot: off-screen, out of the tab order and hidden from assistive technology, so people never meet it
 * and only a robot filling every field does (server/contact/send-contact-message.ts).
 */
export function ContactForm({
  formToken,
  values,
  errors,
  formError,
  submitting,
}: {
  formToken: string;
  values?: ContactValues | undefined;
  errors: FieldErrors;
  formError?: string | undefined;
  submitting: boolean;
}) {
  const describe = (field: string, hint?: string) =>
    [hint, errors[field] ? `field-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form method="post" noValidate className="flex flex-col gap-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <input type="hidden" name="formToken" value={formToken} />
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="field-website">Website (leave empty)</label>
        <input id="field-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <FormField
        label="Your name"
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_NAME_MAX}
        defaultValue={values?.name}
        error={errors.name}
      />
      <FormField
        label="Your email"
        name="email"
        type="email"
        autoComplete="email"
        required
        hint="We reply to this address."
        defaultValue={values?.email}
        error={errors.email}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="field-subject">Subject</Label>
        <select
          id="field-subject"
          name="subject"
          required
          defaultValue={values?.subject ?? 'course'}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describe('subject')}
          className="ui-input"
        >
          {Object.entries(CONTACT_SUBJECTS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
        {errors.subject ? (
          <p id="field-subject-error" className="text-sm text-red-700">
            {errors.subject}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="field-message">Message</Label>
        <textarea
          id="field-message"
          name="message"
          required
          rows={7}
          minLength={CONTACT_MESSAGE_MIN}
          maxLength={CONTACT_MESSAGE_MAX}
          defaultValue={values?.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message', 'field-message-hint')}
          className="ui-input h-auto min-h-40"
        />
        <p id="field-message-hint" className="text-sm text-slate-600">
          {CONTACT_MESSAGE_MIN} to {CONTACT_MESSAGE_MAX.toLocaleString('en-GB')} characters.
        </p>
        {errors.message ? (
          <p id="field-message-error" className="text-sm text-red-700">
            {errors.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="self-start">
        <Send className="size-4" aria-hidden /> {submitting ? 'Sending...' : 'Send message'}
      </Button>
    </Form>
  );
}
