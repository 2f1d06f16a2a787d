import { Eye, Send, TestTube2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import { ISSUE_MARKDOWN_MAX, ISSUE_SUBJECT_MAX } from '../../../common/newsletter-issue-rules';

export interface ComposeResult {
  intent: 'preview' | 'test' | 'send';
  ok: boolean;
  message?: string;
  errors: Record<string, string | undefined>;
  values: { subject: string; markdown: string };
  /** The email's HTML (inside its body tag), sanitized on the server. */
  preview?: string;
  /** A send to everyone waits for this confirmation, naming how many confirmed subscribers it goes to (issue 26). */
  confirmRecipients?: number;
}

/** "1 confirmed subscriber", "3 confirmed subscribers". */
export function confirmedSubscribers(count: number): string {
  return `${count} confirmed subscriber${count === 1 ? '' : 's'}`;
}

/**
 * Subject and Markdown, then Preview, Send a test to me, Send to everyone. Send to everyone first asks to
 * confirm, naming the number of recipients, even when no password is needed (issue 26). While a request is
 * on its way every button is disabled, so a second press does nothing; the server also sends an issue only once.
 */
export function NewsletterCompose({
  result,
  needsPassword,
  confirmedCount,
  ownerEmail,
}: {
  result: ComposeResult | undefined;
  needsPassword: boolean;
  confirmedCount: number;
  ownerEmail: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST' ? navigation.formData?.get('intent') : null;
  const busy = pending != null;
  const values = result?.values ?? { subject: '', markdown: '' };
  const errors = result?.errors ?? {};
  const confirming = result?.confirmRecipients;
  const keepValues = result && !(result.intent === 'send' && result.ok && confirming === undefined);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming !== undefined) confirmTitle.current?.focus();
  }, [confirming, result]);
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="compose-title">
      <h2 id="compose-title" className="text-lg font-semibold text-slate-900">
        Write an issue
      </h2>
      {result?.message ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      <FormField
        label="Subject"
        name="subject"
        required
        maxLength={ISSUE_SUBJECT_MAX}
        defaultValue={keepValues ? values.subject : ''}
        error={errors.subject}
        key={`subject-${keepValues ? 'kept' : 'new'}`}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="field-markdown">Body (Markdown)</Label>
        <textarea
          id="field-markdown"
          name="markdown"
          required
          rows={12}
          maxLength={ISSUE_MARKDOWN_MAX}
          defaultValue={keepValues ? values.markdown : ''}
          key={`markdown-${keepValues ? 'kept' : 'new'}`}
          aria-invalid={errors.markdown ? true : undefined}
          aria-describedby={['field-markdown-hint', errors.markdown ? 'field-markdown-error' : null].filter(Boolean).join(' ')}
          className="ui-input min-h-48 font-mono text-sm"
        />
        <p id="field-markdown-hint" className="text-sm text-slate-600">
          Headings (##), **bold**, _italic_, lists, links and quotes. HTML and images are not sent.
        </p>
        {errors.markdown ? (
          <p id="field-markdown-error" className="text-sm text-red-700">
            {errors.markdown}
          </p>
        ) : null}
      </div>
      {needsPassword ? (
        <FormField
          label="Your password (to send to every subscriber)"
          name="password"
          type="password"
          autoComplete="current-password"
          hint="You signed in more than 10 minutes ago, so sending to everyone asks for your password again."
          error={errors.password}
        />
      ) : null}
      {confirming !== undefined ? (
        <section aria-labelledby="confirm-send-title" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 id="confirm-send-title" ref={confirmTitle} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
            Send “{values.subject}” to {confirmedSubscribers(confirming)}?
          </h3>
          <p className="text-sm text-slate-700">
            Each gets it by email straight away, and it appears in the public archive. A sent issue cannot be taken back.
          </p>
          <input type="hidden" name="confirmRecipients" value={confirming} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button type="submit" name="intent" value="send" disabled={busy}>
              <Send className="size-4" aria-hidden /> {pending === 'send' ? 'Sending…' : `Yes, send to ${confirmedSubscribers(confirming)}`}
            </Button>
            <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
              Not now, back to editing
            </Button>
          </div>
        </section>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
            <Eye className="size-4" aria-hidden /> {pending === 'preview' ? 'Rendering…' : 'Preview'}
          </Button>
          <Button type="submit" name="intent" value="test" variant="outline" disabled={busy}>
            <TestTube2 className="size-4" aria-hidden /> {pending === 'test' ? 'Sending test…' : `Send a test to ${ownerEmail}`}
          </Button>
          <Button type="submit" name="intent" value="send" disabled={busy || confirmedCount === 0}>
            <Send className="size-4" aria-hidden /> {pending === 'send' ? 'Checking…' : `Send to ${confirmedSubscribers(confirmedCount)}`}
          </Button>
        </div>
      )}
    </Form>
  );
}

/** The message as subscribers will see it: the email's own HTML and inline styles, on its own background. */
export function NewsletterPreview({ html }: { html: string }) {
  return (
    <section aria-labelledby="preview-title" className="flex min-w-0 flex-col gap-2">
      <h2 id="preview-title" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <p className="text-sm text-slate-600">Exactly the email each subscriber gets, with their own unsubscribe link.</p>
      {/* Sanitized on the server (server/newsletter/newsletter-issue-email.ts). */}
      <div className="overflow-x-auto rounded-lg border border-slate-200" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
