import { Send } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import { CATEGORY_LABELS, COMMUNITY_CATEGORIES, THREAD_TITLE_MAX } from '../../../common/community-rules';
import { COMMENT_MAX } from '../../../common/discussion-rules';
import type { FieldErrors } from '../../../common/validation';

export interface NewThreadValues {
  category: string;
  title: string;
  body: string;
}

/** "Start a thread" (issue 28): a plain form post to the community page, which opens the new thread. */
export function NewThreadForm({
  errors = {},
  values,
  defaultCategory,
}: {
  errors?: FieldErrors;
  values?: NewThreadValues;
  defaultCategory: string | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'thread-start';
  const describe = (field: string, hint?: string) =>
    [hint, errors[field] ? `thread-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="thread-start" />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="thread-category">Category</Label>
        <select
          id="thread-category"
          name="category"
          required
          defaultValue={values?.category ?? defaultCategory ?? 'introductions'}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describe('category')}
          className="ui-input"
        >
          {COMMUNITY_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {CATEGORY_LABELS[value]}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id="thread-category-error" className="text-sm text-red-700">
            {errors.category}
          </p>
        ) : null}
      </div>
      <FormField
        id="thread-title"
        label="Title"
        name="title"
        required
        minLength={3}
        maxLength={THREAD_TITLE_MAX}
        defaultValue={values?.title}
        error={errors.title}
        hint="3 to 120 characters: what the thread is about."
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="thread-body">Your post</Label>
        <textarea
          id="thread-body"
          name="body"
          required
          rows={6}
          maxLength={COMMENT_MAX}
          defaultValue={values?.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describe('body', 'thread-body-hint')}
          className="ui-input min-h-32 text-base"
        />
        <p id="thread-body-hint" className="text-sm text-slate-600">
          Up to 5,000 characters. **bold**, *italic*, `code`; addresses become links; a blank line starts a new paragraph.
        </p>
        {errors.body ? (
          <p id="thread-body-error" className="text-sm text-red-700">
            {errors.body}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="self-start">
        <Send className="size-4" aria-hidden /> {submitting ? 'Posting…' : 'Start the thread'}
      </Button>
    </Form>
  );
}
