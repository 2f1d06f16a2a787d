import { z } from 'zod';
import { COMMUNITY_CATEGORIES, THREAD_TITLE_MAX } from './community-rules';
import { commentBodySchema } from './discussion-schemas';
import { textField } from './validation';

/**
 * The premium mastermind community (issue 28, docs/decisions/025b-mastermind-community.md): threads of their
 * own in a few fixed categories, on the lesson discussions' engine. Parsed alike by the API and the pages' forms.
 */
const categorySchema = z.enum(COMMUNITY_CATEGORIES, {
  message: 'category must be one of introductions, wins, questions, accountability',
});

export const newThreadSchema = z.object({
  category: categorySchema,
  title: textField('title')
    .trim()
    .min(3, 'title is required: 3 to 120 characters')
    .max(THREAD_TITLE_MAX, 'title must be at most 120 characters'),
  body: commentBodySchema,
});

export const communityQuerySchema = z.object({
  category: categorySchema.optional(),
  page: z.coerce
    .number({ message: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page is too large')
    .default(1),
});

export const threadIdSchema = z.object({ threadId: z.uuid({ message: 'threadId must be the id of a thread' }) });
export const communityReplySchema = z.object({ body: commentBodySchema });
