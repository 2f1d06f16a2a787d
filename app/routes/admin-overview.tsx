import { adminMeta } from '~/lib/admin-meta';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-overview';

export const meta: Route.MetaFunction = (args) => adminMeta('Overview', args);

export function loader({ context }: Route.LoaderArgs) {
  const { user } = requireOwner(context);
  return { ownerName: user.username };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-overview-title">
      <h1 id="admin-overview-title" className="text-2xl font-bold text-slate-900">
        Overview
      </h1>
      <p className="mt-2 text-slate-600">Signed in as {loaderData.ownerName}.</p>
    </section>
  );
}
