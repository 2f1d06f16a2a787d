import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { UserMenuFace, userMenuLabel, userMenuTriggerClass } from './user-menu-face';
import type { ClientUser } from '~/context';

// The menu is a Radix dropdown: ~33 KiB gzip with its positioning, focus and collection code, a quarter of
// an app page's budget (docs/decisions/024g-app-pages-under-budget.md). It loads when the visitor reaches
// for the button (pointer over it, focus on it), not with the page.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() =>
  loadUserMenu().then(
    (module) => ({ default: module.UserMenu }),
    // Its code could not load (offline, or a new deployment replaced the file): the account page has every link.
    () => ({ default: AccountLink }),
  ),
);

interface UserMenuButtonProps {
  user: ClientUser;
  /** Controlled by the header, which keeps this menu and the phone menu from being open together. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function AccountLink({ user }: { user: ClientUser }) {
  return (
    <Link to="/account" className={userMenuTriggerClass} aria-label={userMenuLabel(user)}>
      <UserMenuFace user={user} />
    </Link>
  );
}

/**
 * The account menu's button. Until its code is asked for it is a plain button that looks the same; a press
 * before the code has arrived opens the menu as soon as it has.
 */
export function UserMenuButton({ user, open, onOpenChange }: UserMenuButtonProps) {
  const [wanted, setWanted] = useState(false);
  // Opened by Enter, Space or ArrowDown on the stand-in: the menu's first item takes the focus (until it closes).
  const [byKeyboard, setByKeyboard] = useState(false);
  const focused = useRef(false);

  const want = () => setWanted(true);
  const openNow = (keyboard: boolean) => {
    setWanted(true);
    if (keyboard) setByKeyboard(true);
    onOpenChange(true);
  };

  const standIn: ReactNode = (
    <button
      type="button"
      className={userMenuTriggerClass}
      aria-label={userMenuLabel(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      onBlur={() => (focused.current = false)}
      // As Radix's trigger: the primary button opens on press, Enter and Space through the click they cause.
      onPointerDown={(event) => event.button === 0 && !event.ctrlKey && openNow(false)}
      onClick={(event) => openNow(event.detail === 0)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        openNow(true);
      }}
    >
      <UserMenuFace user={user} />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu
        user={user}
        open={open}
        onOpenChange={(next) => {
          if (!next) setByKeyboard(false);
          onOpenChange(next);
        }}
        focusTrigger={focused.current}
        focusFirstItem={byKeyboard}
      />
    </Suspense>
  );
}
