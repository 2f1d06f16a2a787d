import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '~/lib/cn';
import { chooseTheme, useTheme } from '~/lib/theme';
import { THEME_LABELS, THEMES, type Theme } from '../../common/theme';

export const THEME_ICONS: Record<Theme, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

type Layout = 'menu' | 'segmented' | 'footer';

const BUTTON: Record<Layout, { base: string; pressed: string; idle: string }> = {
  menu: {
    base: 'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
    pressed: 'font-semibold text-slate-900',
    idle: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  },
  segmented: {
    base: 'flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
    pressed: 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-300',
    idle: 'text-slate-700 hover:bg-white hover:text-slate-900',
  },
  // The footer is dark in both themes (bg-slate-900), so its control keeps to shades that stay dark.
  footer: {
    base: 'flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400',
    pressed: 'bg-slate-700 text-white',
    idle: 'text-slate-300 hover:bg-slate-800 hover:text-white',
  },
};

/**
 * System / Light / Dark as three buttons of one form. Without JavaScript the form posts to /theme, which
 * keeps the choice in a cookie and brings the visitor back here (server/http/theme-routes.ts); with it,
 * the choice applies at once (app/lib/theme.ts).
 */
/**
 * `inMenu`: the buttons are items of an ARIA menu (the reading pages' account menu), so they are
 * menuitemradio with aria-checked rather than toggle buttons, as a menu's children must be.
 */
export function ThemeButtons({ layout, onChosen, inMenu = false }: { layout: Layout; onChosen?: () => void; inMenu?: boolean }) {
  const theme = useTheme();
  const location = useLocation();
  const style = BUTTON[layout];
  return (
    <form method="post" action="/theme">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div
        role="group"
        aria-label="Colour theme"
        className={cn(
          layout === 'menu' && 'flex flex-col',
          layout === 'segmented' && 'flex gap-1 rounded-lg bg-slate-100 p-1',
          layout === 'footer' && 'flex gap-1 rounded-lg border border-slate-700 p-0.5',
        )}
      >
        {THEMES.map((option) => {
          const Icon = THEME_ICONS[option];
          const pressed = option === theme;
          return (
            <button
              key={option}
              type="submit"
              name="theme"
              value={option}
              {...(inMenu ? { role: 'menuitemradio', 'aria-checked': pressed } : { 'aria-pressed': pressed })}
              className={cn(style.base, pressed ? style.pressed : style.idle)}
              onClick={(event) => {
                event.preventDefault();
                chooseTheme(option);
                onChosen?.();
              }}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              <span className={layout === 'menu' ? 'flex-1' : undefined}>{THEME_LABELS[option]}</span>
              {layout === 'menu' && pressed ? <Check className="size-4 text-blue-700" aria-hidden /> : null}
            </button>
          );
        })}
      </div>
    </form>
  );
}

/**
 * The header's theme control for signed-out visitors on wider screens: one icon that opens the three
 * choices. A <details> element, so it opens with or without JavaScript; with it, a choice, Escape or a
 * click elsewhere closes it.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const theme = useTheme();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const Icon = THEME_ICONS[theme];

  const close = (refocus: boolean) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (refocus) details.querySelector('summary')?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <details
      ref={ref}
      className={cn('relative', className)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && ref.current?.open) {
          event.preventDefault();
          close(true);
        }
      }}
    >
      <summary className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 [&::-webkit-details-marker]:hidden">
        <Icon className="size-5" aria-hidden />
        <span className="sr-only">Theme: {THEME_LABELS[theme]}</span>
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <ThemeButtons layout="menu" onChosen={() => close(true)} />
      </div>
    </details>
  );
}
