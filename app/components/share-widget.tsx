import { Check, Link2, Mail, MessageCircle, Share2, X } from 'lucide-react';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { useToast } from './toaster';
import { Button } from './ui/button';

/** spec 001 §9: share popups are 600×400. */
const POPUP_FEATURES = 'popup,width=600,height=400';

export interface ShareTarget {
  name: string;
  label: string;
  href: string;
  /** Opens in a 600×400 popup (social networks); mail links open the mail program instead. */
  popup: boolean;
}

/** The share links for one page: X/Twitter, Facebook, LinkedIn, WhatsApp and Email. */
export function shareTargets(url: string, title: string, description?: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const mailBody = [description, url].filter(Boolean).join('\n\n');
  return [
    {
      name: 'x',
      label: 'Share on X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      popup: true,
    },
    { name: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    { name: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, popup: true },
    { name: 'whatsapp', label: 'Share on WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, popup: true },
    {
      name: 'email',
      label: 'Share by Email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(mailBody)}`,
      popup: false,
    },
  ];
}

/** Brand marks (lucide has none): simple single-path logos, drawn in the text colour. */
function BrandIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden fill="currentColor">
      <path d={path} />
    </svg>
  );
}

const X_PATH =
  'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z';
const FACEBOOK_PATH =
  'M24 12.073c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.99 4.388 10.954 10.125 11.854v-8.385H7.078v-3.47h3.047V9.43c0-3.007 1.792-4.669 4.533-4.669 1.312 0 2.686.235 2.686.235v2.953H15.83c-1.491 0-1.956.925-1.956 1.874v2.25h3.328l-.532 3.47h-2.796v8.385C19.612 23.027 24 18.062 24 12.073z';
const LINKEDIN_PATH =
  'M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433c-1.144 0-2.063-.926-2.063-2.065 0-1.138.92-2.063 2.063-2.063 1.14 0 2.064.925 2.064 2.063 0 1.139-.925 2.065-2.064 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z';

const ICONS: Record<string, (props: { className?: string }) => React.ReactNode> = {
  x: (props) => <BrandIcon path={X_PATH} {...props} />,
  facebook: (props) => <BrandIcon path={FACEBOOK_PATH} {...props} />,
  linkedin: (props) => <BrandIcon path={LINKEDIN_PATH} {...props} />,
  whatsapp: (props) => <MessageCircle {...props} aria-hidden />,
  email: (props) => <Mail {...props} aria-hidden />,
};

/**
 * A 'Share' button that opens a card with share links and a copy-link button (spec 001 §2).
 * The card is an HTML popover (the button names it with `popovertarget`): it opens, closes on Escape or a
 * click elsewhere and gives focus back to 'Share' without any script, so it works on reading pages that
 * run no React (DESIGN §12). The links are real links (they work without JavaScript and in a new tab);
 * with React the social ones open in a 600×400 popup. No share counts: the site does not know them.
 * 'Copy link' and the device's share sheet need a script: React's here, or on a reading page the
 * enhancement module's (app/enhance/enhance.ts), which shows them only where they work.
 */
export function ShareWidget({
  path,
  title,
  description,
  className,
}: {
  /** Path of the page's canonical URL, e.g. /blog/my-article. */
  path: string;
  title: string;
  description?: string;
  className?: string;
}) {
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  const url = new URL(path, root?.origin ?? 'http://localhost').href;
  const toast = useToast();
  // React running here (after hydration, or a reading page reached by a client-side navigation), not the route's say.
  const hydrates = useHydrated();
  const [copied, setCopied] = useState(false);
  const id = useId();
  const cardId = `${id}-share`;
  const headingId = `${id}-heading`;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const openPopup = (event: MouseEvent<HTMLAnchorElement>, target: ShareTarget) => {
    if (!target.popup || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const popup = window.open(target.href, `share-${target.name}`, POPUP_FEATURES);
    // A blocked popup returns null: the link then opens in a new tab as it would without JavaScript.
    if (popup) {
      popup.opener = null;
      event.preventDefault();
    }
  };

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Link copied!', description: 'The URL has been copied to your clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Unable to copy link to clipboard.', variant: 'error' });
    }
  };

  return (
    <>
      <Button type="button" variant="outline" className={className} popoverTarget={cardId}>
        <Share2 aria-hidden /> Share
      </Button>
      {/* Placed below its button by CSS anchor positioning (the invoker is the popover's implicit anchor). */}
      <div
        id={cardId}
        popover="auto"
        role="dialog"
        aria-labelledby={headingId}
        className="m-0 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 text-left text-slate-900 shadow-lg outline-none [position-area:bottom_span-right] [position-try-fallbacks:flip-block,flip-inline]"
      >
        <div className="flex items-center justify-between gap-2">
          <p id={headingId} className="text-base font-bold text-slate-900">
            Share this page
          </p>
          <button
            type="button"
            popoverTarget={cardId}
            popoverTargetAction="hide"
            aria-label="Close share options"
            className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        <ul className="mt-3 grid grid-cols-1 gap-1">
          {shareTargets(url, title, description).map((target) => {
            const Icon = ICONS[target.name] ?? Share2;
            return (
              <li key={target.name}>
                <a
                  href={target.href}
                  target={target.popup ? '_blank' : undefined}
                  rel={target.popup ? 'noopener noreferrer' : undefined}
                  onClick={(event) => openPopup(event, target)}
                  className="flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  <Icon className="size-4 shrink-0 text-slate-600" />
                  {target.label}
                  {target.popup ? <span className="sr-only"> (opens in a new window)</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
        {hydrates ? (
          <Button type="button" variant="outline" className="mt-3 w-full" onClick={copyLink}>
            {copied ? <Check aria-hidden /> : <Link2 aria-hidden />} {copied ? 'Copied' : 'Copy link'}
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" className="mt-3 w-full" hidden data-copy-link={url}>
              <Link2 aria-hidden /> <span data-copy-status>Copy link</span>
            </Button>
            <Button type="button" variant="outline" className="mt-2 w-full" hidden data-native-share={url} data-share-title={title}>
              <Share2 aria-hidden /> More options
            </Button>
          </>
        )}
      </div>
    </>
  );
}
