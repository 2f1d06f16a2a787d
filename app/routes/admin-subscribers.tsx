import { Download } from 'lucide-react';
import { data, Link, useNavigation } from 'react-router';
import { RemoveConfirmation, StatusFilter, SubscriberList, type Filter } from '~/components/admin/subscriber-list';
import { Alert } from '~/components/ui/alert';
import { adminMeta } from '~/lib/admin-meta';
import { subscriberIdSchema, subscriberQuerySchema } from '../../common/admin-newsletter-schema';
import { actionFailure, listSubscribers, removeSubscriber } from '../../server/newsletter/newsletter-admin';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-subscribers';

export const meta: Route.MetaFunction = (args) => adminMeta('Subscribers', args);

function filterOf(url: URL): Filter {
  const parsed = subscriberQuerySchema.safeParse({ status: url.searchParams.get('status') ?? undefined });
  return parsed.success ? (parsed.data.status ?? 'all') : 'all';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context);
  const url = new URL(request.url);
  const status = filterOf(url);
  const { subscribers, counts } = await listSubscribers({ db: context.services.db, status });
  return {
    status,
    counts,
    confirmId: url.searchParams.get('remove'),
    subscribers: subscribers.map((s) => ({
      ...s,
      subscribedAt: s.subscribedAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
      updatedAt: s.updatedAt.toISOString(),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = await request.formData();
  const parsed = subscriberIdSchema.safeParse({ id: form.get('id') });
  if (form.get('intent') !== 'remove' || !parsed.success)
    return data({ ok: false as const, message: 'Choose a subscriber to remove.' }, 400);
  try {
    const removed = await removeSubscriber({
      db: context.services.db,
      actorId: user.id,
      subscriberId: parsed.data.id,
      now: context.services.now(),
    });
    return { ok: true as const, message: `${removed.email} was removed.` };
  } catch (error) {
    const failure = actionFailure(error);
    return data({ ok: false as const, message: failure.message }, failure.status);
  }
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { status, counts, subscribers, confirmId } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const base = status === 'all' ? '/admin/subscribers' : `/admin/subscribers?status=${status}`;
  const removeHref = (id: string) => `${base}${base.includes('?') ? '&' : '?'}remove=${id}`;
  const confirming = actionData?.ok ? undefined : subscribers.find((s) => s.id === confirmId);
  const exportStatus = status === 'all' ? 'confirmed' : status;
  return (
    <section aria-labelledby="subscribers-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="subscribers-title" className="text-2xl font-bold text-slate-900">
            Subscribers
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Who asked for the newsletter, when, from which box, and when they confirmed: the consent record.
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <a
            href={`/admin/subscribers.csv?status=${exportStatus}`}
            download
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <Download className="size-4" aria-hidden /> Export CSV ({exportStatus})
          </a>
          <a href="/admin/subscribers.csv?status=all" download className="text-sm text-blue-700 underline hover:text-blue-800">
            Export everyone
          </a>
        </div>
      </div>
      <StatusFilter current={status} counts={counts} />
      {actionData ? <Alert variant={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert> : null}
      {confirming ? <RemoveConfirmation subscriber={confirming} cancelTo={base} busy={busy} /> : null}
      {subscribers.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          {status === 'all' ? 'Nobody has subscribed yet.' : `No ${status} subscribers.`}{' '}
          {status !== 'all' ? (
            <Link to="/admin/subscribers" className="font-semibold text-blue-700 underline">
              Show all
            </Link>
          ) : null}
        </p>
      ) : (
        <SubscriberList subscribers={subscribers} removeHref={removeHref} />
      )}
    </section>
  );
}
