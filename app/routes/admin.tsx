import { Outlet } from 'react-router';
import { AdminNav } from '~/components/admin/admin-nav';
import { adminMeta } from '~/lib/admin-meta';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin';

/** The owner's area (issue 13): its layout and navigation. Everyone but an owner gets the ordinary 404 page. */
export const meta: Route.MetaFunction = (args) => adminMeta('Overview', args);

export function loader({ context }: Route.LoaderArgs) {
  const { user } = requireOwner(context);
  return { ownerName: user.username };
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Admin</p>
      <div className="mt-2">
        <AdminNav />
      </div>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
