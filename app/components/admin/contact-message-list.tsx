import { Mail } from 'lucide-react';
import { Form } from 'react-router';
import { FilterLinks } from '~/components/admin/admin-ui';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { CONTACT_SUBJECTS, type ContactSubject } from '../../../common/contact-rules';
import { formatDateTime } from '../../../common/format';

export interface ContactMessageView {
  id: string;
  name: string | null;
  email: string | null;
  subject: ContactSubject;
  message: string | null;
  status: 'new' | 'handled';
  createdAt: string;
  handledAt: string | null;
  handledByEmail: string | null;
  /** Its sender deleted their account: name, address and message are gone (issue 26). */
  removedAt: string | null;
}

export type MessageFilter = 'new' | 'handled' | 'all';
const FILTERS: { value: MessageFilter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

export function MessageFilterLinks({ current, counts }: { current: MessageFilter; counts: { new: number; handled: number } }) {
  const countOf = (f: MessageFilter) => (f === 'all' ? counts.new + counts.handled : counts[f]);
  return (
    <FilterLinks
      label="Filter by status"
      links={FILTERS.map((f) => ({
        to: f.value === 'new' ? '/admin/messages' : `/admin/messages?status=${f.value}`,
        label: `${f.label} (${countOf(f.value)})`,
        current: current === f.value,
      }))}
    />
  );
}

/**
 * Each message as text: React escapes it, `<bdi>` and `dir="auto"` keep a right-to-left override inside the
 * visitor's own words, and `break-words` wraps a very long word (issue 15: hostile text shown harmlessly).
 */
export function ContactMessageList({ messages, busy }: { messages: ContactMessageView[]; busy: boolean }) {
  return (
    <ul className="flex flex-col gap-4">
      {messages.map((m) => (
        <li key={m.id}>{m.removedAt ? <RemovedMessage message={m} busy={busy} /> : <MessageCard message={m} busy={busy} />}</li>
      ))}
    </ul>
  );
}

/** Where a message was: the sender deleted their account, so only its subject label and dates remain. */
function RemovedMessage({ message: m, busy }: { message: ContactMessageView; busy: boolean }) {
  return (
    <article
      aria-labelledby={`message-${m.id}-title`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700"
    >
      <p id={`message-${m.id}-title`}>
        A message ({CONTACT_SUBJECTS[m.subject] ?? m.subject}) received {formatDateTime(m.createdAt)} was removed at the sender’s request on{' '}
        {formatDateTime(m.removedAt!)}.
      </p>
      <HandledForm message={m} busy={busy} />
    </article>
  );
}

function HandledForm({ message: m, busy }: { message: ContactMessageView; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={m.id} />
      <input type="hidden" name="intent" value={m.status === 'new' ? 'handled' : 'reopen'} />
      <Button type="submit" size="sm" variant={m.status === 'new' ? 'default' : 'ghost'} disabled={busy}>
        {m.status === 'new' ? 'Mark handled' : 'Mark as new'}
      </Button>
    </Form>
  );
}

function MessageCard({ message: m, busy }: { message: ContactMessageView; busy: boolean }) {
  return (
    <article aria-labelledby={`message-${m.id}-title`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`message-${m.id}-title`} className="text-base font-semibold text-slate-900">
            {CONTACT_SUBJECTS[m.subject] ?? m.subject}
          </h2>
          <p className="mt-1 break-words text-sm text-slate-700 [overflow-wrap:anywhere]">
            From <bdi className="font-medium text-slate-900">{m.name}</bdi> ·{' '}
            <a href={`mailto:${m.email}`} className="text-blue-700 underline underline-offset-2">
              {m.email}
            </a>
          </p>
          <p className="mt-0.5 text-xs text-slate-600">Received {formatDateTime(m.createdAt)}</p>
        </div>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
            m.status === 'new' ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-green-50 text-green-800 ring-green-200',
          )}
        >
          {m.status === 'new' ? 'New' : 'Handled'}
        </span>
      </header>
      <p
        dir="auto"
        className="mt-3 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-sm text-slate-800 [overflow-wrap:anywhere] [unicode-bidi:isolate]"
      >
        {m.message}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${CONTACT_SUBJECTS[m.subject] ?? 'your message'}`)}`}>
            <Mail className="size-4" aria-hidden /> Reply by email
          </a>
        </Button>
        <HandledForm message={m} busy={busy} />
        {m.status === 'handled' && m.handledAt ? (
          <p className="text-xs text-slate-600">
            Handled {formatDateTime(m.handledAt)}
            {m.handledByEmail ? ` by ${m.handledByEmail}` : ''}
          </p>
        ) : null}
      </div>
    </article>
  );
}
