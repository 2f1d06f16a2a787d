import { Check, Crown, LayoutDashboard, LogOut, ShieldCheck, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link, useSubmit } from 'react-router';
import { chooseTheme, useTheme } from '~/lib/theme';
import { isTheme, THEME_LABELS, THEMES } from '../../common/theme';
import { THEME_ICONS } from './theme-control';
import { UserMenuFace, userMenuLabel, userMenuTriggerClass } from './user-menu-face';
import type { ClientUser } from '~/context';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

interface UserMenuProps {
  user: ClientUser;
  /** Controlled by the header, which keeps this menu and the phone menu from being open together. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in button had the focus when this code was asked for: the trigger takes it over if nothing else has it. */
  focusTrigger?: boolean;
  /**
   * Opened from the keyboard before this code had loaded: the first item takes the focus, as when Radix
   * sees the key press itself (it listens for keys only once mounted).
   */
  focusFirstItem?: boolean;
}

/** The account menu itself, loaded when a signed-in visitor reaches for its button (user-menu-button.tsx). */
export function UserMenu({ user, open, onOpenChange, focusTrigger = false, focusFirstItem = false }: UserMenuProps) {
  const submit = useSubmit();
  const theme = useTheme();
  const trigger = useRef<HTMLButtonElement>(null);
  const movedToFirstItem = useRef(false);
  // Once, when this replaces the stand-in: later focus is Radix's. Only if the focus went nowhere when the stand-in
  // left: a visitor who tabbed on while this code loaded (into the card form, say) keeps their place.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusTrigger && focusLost && !open) trigger.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={trigger} className={userMenuTriggerClass} aria-label={userMenuLabel(user)}>
        <UserMenuFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onFocus={(event) => {
            // Radix focuses the menu itself on opening; the first item instead, once, after a key press it did not see.
            if (!focusFirstItem || movedToFirstItem.current || event.target !== event.currentTarget) return;
            movedToFirstItem.current = true;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          className="z-50 min-w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{user.username}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">
              <LayoutDashboard className="size-4" aria-hidden /> Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account">
              <User className="size-4" aria-hidden /> My Account
            </Link>
          </DropdownMenu.Item>
          {user.isOwner ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <ShieldCheck className="size-4" aria-hidden /> Admin
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user.hasPremiumAccess ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/premium">
                <Crown className="size-4 text-amber-600" aria-hidden /> Member area
              </Link>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/courses">
                <Crown className="size-4 text-amber-600" aria-hidden /> Upgrade to Premium
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600" aria-hidden>
            Theme
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup aria-label="Colour theme" value={theme} onValueChange={(value) => isTheme(value) && chooseTheme(value)}>
            {THEMES.map((option) => {
              const Icon = THEME_ICONS[option];
              return (
                <DropdownMenu.RadioItem key={option} value={option} className={itemClass}>
                  <Icon className="size-4" aria-hidden /> <span className="flex-1">{THEME_LABELS[option]}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-blue-700" aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {/* The menu closes (and unmounts this item) on select, so a submit button inside it would never submit. */}
          <DropdownMenu.Item className={itemClass} onSelect={() => void submit(null, { method: 'post', action: '/logout' })}>
            <LogOut className="size-4" aria-hidden /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
