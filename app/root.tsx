import { X } from 'lucide-react';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { THEME_COLORS, type Theme } from '../common/theme';
import favicon from '../public/favicon.svg?raw';
import { hasArchivedIssues } from '../server/newsletter/newsletter-archive';
import stylesheet from './app.css?url';
import { ScriptsAfterFirstPaint } from './components/scripts-after-first-paint';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { Toaster, useToast } from './components/toaster';
import './context';
import enhanceScript from './enhance/enhance.ts?worker&url';
import { cn } from './lib/cn';
import { useHydrates, useNonce } from './lib/hydration';
import { lazyPart } from './lib/lazy-part';
import { useRootData, type RootData } from './lib/root-data';
import { originFrom, seo } from './lib/seo';
import { useTheme } from './lib/theme';
import { rememberTimeZone } from './lib/time-zone';
import { ScriptsComingContext } from './lib/use-hydrated';
import type { Route } from './+types/root';
import type { ClientUser } from './context';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  // In the page, not a request of its own on a first visit (public/favicon.svg, 200 bytes).
  { rel: 'icon', href: `data:image/svg+xml,${encodeURIComponent(favicon)}`, type: 'image/svg+xml' },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const user: ClientUser | null = context.user
    ? {
        id: context.user.id,
        username: context.user.username,
        email: context.user.email,
        hasPremiumAccess: context.user.hasPremiumAccess,
        ...(context.user.isOwner ? { isOwner: true as const } : {}),
      }
    : null;
  // Canonical and Open Graph URLs use PUBLIC_URL when set, so previews point at the real site.
  const origin = context.services.config.publicUrl ?? new URL(request.url).origin;
  const { seller } = context.services.config;
  return {
    user,
    flash: context.flash,
    origin,
    theme: context.theme,
    newsletterArchive: await newsletterArchiveExists(context),
    // Named in every page's footer (UK and EU e-commerce rules).
    seller,
  };
}

/**
 * Whether the newsletter boxes link to the archive (an issue has been sent). A page that needs no
 * database still renders while it is down (docs/decisions/005-database-outages.md): then no link.
 */
async function newsletterArchiveExists(context: Route.LoaderArgs['context']): Promise<boolean> {
  try {
    return await hasArchivedIssues({ db: context.services.db });
  } catch {
    return false;
  }
}

/**
 * The head of a page whose loader threw a 404 (the owner's area refusing a visitor, app/lib/auth.server.ts
 * requireOwner): the root's error boundary renders it, so its title is the ordinary 404 page's.
 */
export const meta: Route.MetaFunction = ({ error, location, matches }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? seo({ title: 'Page Not Found', path: location.pathname, origin: originFrom(matches), noindex: true })
    : [];

// Every navigation re-reads the user, so access granted elsewhere (a payment) shows without signing in again.
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Rendered by the server from the theme cookie, so the first paint has the visitor's theme (app/theme.css).
  const theme = useTheme();
  // A reading page (every matched route's handle says `hydrate: false`) is a document: no framework
  // script, module preload or route manifest, only the site's small enhancement module (DESIGN §12).
  const hydrates = useHydrates();
  return (
    <html lang="en-GB" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeMeta theme={theme} />
        {/* First in the head, before the page's inlined rules (server/http/critical-css.ts): the browser asks for it
            in the document's first parse. A module runs after the document is parsed wherever it
            stands; from the end of the body it was asked for only once the parser got there. */}
        {hydrates ? null : <script type="module" src={enhanceScript} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration />
            <ScriptsAfterFirstPaint />
          </>
        ) : (
          <DocumentScripts />
        )}
      </body>
    </html>
  );
}

/**
 * Speculation Rules: Chromium fetches a same-site page as the pointer rests on its link, so the next
 * reading page is already there when clicked. Never what acts (logout, forms' targets) or the owner's area.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/logout', '/logout?*', '/admin', '/admin/*', '/theme', '/checkout/*', '/*.xml', '/*.pdf'] } },
          { not: { selector_matches: '[rel~=nofollow], [download], [data-no-prefetch]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** A reading page's speculation rules (its enhancement module is in the head: the page works without it). */
function DocumentScripts() {
  // The page cache allows its inline scripts by hash; an uncached page by this response's nonce (server/app.ts).
  const nonce = useNonce();
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />;
}

/** The canvas before the stylesheet arrives (color-scheme) and the phone's browser bar (theme-color) match the theme. */
function ThemeMeta({ theme }: { theme: Theme }) {
  if (theme !== 'system') {
    return (
      <>
        <meta name="color-scheme" content={theme} />
        <meta name="theme-color" content={THEME_COLORS[theme]} />
      </>
    );
  }
  return (
    <>
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
    </>
  );
}

function TimeZoneCookie() {
  useEffect(rememberTimeZone, []);
  return null;
}

function FlashToast() {
  const flash = useRootData()?.flash;
  const toast = useToast();
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash, toast]);
  return null;
}

const LESSON_PATH = /^\/course\/[^/]+\/module\/[^/]+\/lesson\/[^/]+$/;

/** While the next page loads: the lesson reader's 'Checking lesson access...' state (spec 000 §2). */
function NavigationStatus() {
  const navigation = useNavigation();
  const loadingLesson = navigation.state === 'loading' && LESSON_PATH.test(navigation.location.pathname);
  if (navigation.state === 'idle') return null;
  return (
    <div role="status" className="fixed inset-x-0 top-16 z-40 flex justify-center">
      <div className="h-0.5 w-full animate-pulse bg-blue-600" aria-hidden />
      {loadingLesson ? (
        <p className="absolute top-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-slate-800 shadow">
          Checking lesson access...
        </p>
      ) : (
        <span className="sr-only">Loading…</span>
      )}
    </div>
  );
}

/**
 * The one-shot notice on a reading page, which runs no React: rendered into the HTML where the toast
 * would show, dismissed by its checkbox (CSS) or, with the enhancement module, by its button.
 */
function FlashNotice() {
  const flash = useRootData()?.flash;
  if (!flash) return null;
  return (
    <section aria-label="Notification" className="fixed bottom-0 right-0 z-[100] w-full max-w-sm p-4 has-[:checked]:hidden" data-flash>
      <div
        role="status"
        className={cn(
          'grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 pr-3 shadow-lg',
          flash.variant === 'error' && 'border-red-300 bg-red-50 text-red-900',
          flash.variant === 'success' && 'border-green-300 bg-green-50 text-green-900',
          (!flash.variant || flash.variant === 'default') && 'border-slate-200 bg-white text-slate-900',
        )}
      >
        <p className="font-semibold">{flash.title}</p>
        <label className="row-span-2 cursor-pointer rounded p-1 opacity-70 hover:opacity-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600">
          <input type="checkbox" className="sr-only" aria-label="Dismiss notification" />
          <X className="size-4" aria-hidden />
        </label>
        {flash.description ? <p className="mt-1 text-sm">{flash.description}</p> : null}
      </div>
    </section>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const hydrates = useHydrates();
  // React takes over the elements before it runs their effects (a key press in between finds no listener): this
  // one runs last, so the end-to-end tests know every listener is in place (e2e/hydration.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  if (!hydrates) {
    return (
      <>
        <SkipLink />
        <div className="flex min-h-screen flex-col">
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </div>
        <FlashNotice />
      </>
    );
  }
  return (
    <ScriptsComingContext.Provider value>
      <Toaster>
        <SkipLink />
        <div className="flex min-h-screen flex-col">
          <SiteHeader />
          <NavigationStatus />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </div>
        <FlashToast />
        <TimeZoneCookie />
      </Toaster>
    </ScriptsComingContext.Provider>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      Skip to content
    </a>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * The 404 page an app page's loader can end in (the owner's area refusing a visitor): every page's root imports it,
 * few show it, so its code is not in their first load (the server's HTML holds it until the code arrives).
 */
const NotFound = lazyPart(() => import('./components/not-found').then((m) => m.NotFound));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-sm font-semibold text-blue-700">Error {status}</p>
        <h1 className="mt-2 text-3xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-slate-600">We could not show this page. Please try again in a moment.</p>
        <a href="/" className="mt-8 inline-block font-semibold text-blue-700 underline">
          Go Home
        </a>
      </section>
    </Shell>
  );
}
