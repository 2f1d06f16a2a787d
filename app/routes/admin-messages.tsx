import { useNavigation } from 'react-router';
import { ContactMessageList, MessageFilterLinks, type MessageFilter } from '~/components/admin/contact-message-list';
import { Alert } from '~/components/ui/alert';
import { adminMeta } from '~/lib/admin-meta';
import { contactMessageIdSchema, contactMessagesQuerySchema } from '../../common/contact-schema';
import { listContactMessages, markContactMessageHandled } from '../../server/admin/contact-messages-page';
import { adminAction, parseForm } from '../lib/admin-action.server';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-messages';

export const meta: Route.MetaFunction = (args) => adminMeta('Messages', args);

function filterOf(url: URL): MessageFilter {
  const parsed = contactMessagesQuerySchema.safeParse({ status: url.searchParams.get('status') ?? undefined });
  return parsed.success ? parsed.data.status : 'new';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context);
  const status = filterOf(new URL(request.url));
  const { messages, counts } = await listContactMessages({ db: context.services.db, status });
  return {
    status,
    counts,
    messages: messages.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      handledAt: m.handledAt?.toISOString() ?? null,
      removedAt: m.removedAt?.toISOString() ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = await request.formData();
  const parsed = parseForm(contactMessageIdSchema, form);
  if (!parsed.ok) return parsed.answer;
  const handled = form.get('intent') !== 'reopen';
  return adminAction(async () => {
    await markContactMessageHandled({
      db: context.services.db,
      now: context.services.now(),
      actorId: user.id,
      messageId: parsed.value.id,
      handled,
    });
    return handled ? 'Marked handled.' : 'Marked as new again.';
  });
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { status, counts, messages } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="messages-title" className="flex flex-col gap-5">
      <div>
        <h1 id="messages-title" className="text-2xl font-bold text-slate-900">
          Messages
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          What visitors sent through the contact form. Each also reached the contact address by email; reply from there, then mark it
          handled here.
        </p>
      </div>
      <MessageFilterLinks current={status} counts={counts} />
      {actionData ? <Alert variant={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert> : null}
      {messages.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          {status === 'new' ? 'No new messages.' : status === 'handled' ? 'No handled messages yet.' : 'Nobody has written yet.'}
        </p>
      ) : (
        <ContactMessageList messages={messages} busy={busy} />
      )}
    </section>
  );
}
