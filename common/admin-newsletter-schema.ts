import { z } from 'zod';
import { ISSUE_MARKDOWN_MAX, ISSUE_SUBJECT_MAX } from './newsletter-issue-rules';
import { textField } from './validation';

/** A newsletter issue as the owner writes it (POST /api/admin/newsletter and the /admin/newsletter form). */
export const issueContentSchema = z.object({
  subject: textField('subject')
    .trim()
    .min(1, 'subject is required')
    .max(ISSUE_SUBJECT_MAX, `subject must be at most ${ISSUE_SUBJECT_MAX} characters`),
  markdown: textField('markdown', { multiline: true })
    .refine((value) => value.trim().length > 0, 'markdown is required')
    .refine((value) => value.length <= ISSUE_MARKDOWN_MAX, `markdown must be at most ${ISSUE_MARKDOWN_MAX} characters`),
});

export const sendIssueSchema = issueContentSchema.extend({
  /** true: send it to the owner alone; false: to every confirmed subscriber. */
  test: z.boolean({ message: 'test must be true or false' }),
  /** The owner's password, needed for a real send when the sign-in is more than 10 minutes old. */
  password: z.string({ message: 'password must be text' }).max(200, 'password is too long').optional(),
});

export const SUBSCRIBER_STATUS_FILTERS = ['pending', 'confirmed', 'unsubscribed', 'all'] as const;

export const subscriberQuerySchema = z.object({
  status: z.enum(SUBSCRIBER_STATUS_FILTERS, { message: `status must be one of ${SUBSCRIBER_STATUS_FILTERS.join(', ')}` }).optional(),
});

export const subscriberIdSchema = z.object({ id: z.uuid({ message: 'id must be a subscriber id' }) });
