import { ChevronDown } from 'lucide-react';
import type { ClientUser } from '~/context';

/** The account menu's button looks, shared by its stand-in (user-menu-button.tsx) and the dropdown's trigger (user-menu.tsx). */
export const userMenuTriggerClass =
  'flex items-center gap-1 rounded-full sm:gap-2 border border-slate-200 py-1 pl-1 pr-1.5 text-sm sm:pr-2 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';

export const userMenuLabel = (user: ClientUser) => `Account menu for ${user.username}`;

export function UserMenuFace({ user }: { user: ClientUser }) {
  return (
    <>
      <span className="flex size-8 items-center justify-center rounded-full bg-blue-600 font-semibold uppercase text-white" aria-hidden>
        {user.username.slice(0, 1)}
      </span>
      <span className="hidden max-w-32 truncate sm:inline">{user.username}</span>
      <ChevronDown className="size-4 text-slate-500" aria-hidden />
    </>
  );
}
