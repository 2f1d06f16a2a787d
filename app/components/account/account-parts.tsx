import { lazyPart } from '~/lib/lazy-part';

// The account page's forms load after the page (docs/decisions/024g-app-pages-under-budget.md): a first visit shows
// their server HTML, readable and posting as HTML, until their code arrives; a client-side visit waits for it
// with the page's data (the route's clientLoader), so nothing moves when it comes.
export const UsernameSection = lazyPart(() => import('~/components/account/settings-forms').then((m) => m.UsernameSection));
export const PasswordSection = lazyPart(() => import('~/components/account/settings-forms').then((m) => m.PasswordSection));
export const SessionsSection = lazyPart(() => import('~/components/account/settings-forms').then((m) => m.SessionsSection));
export const DeleteAccountSection = lazyPart(() => import('~/components/account/settings-forms').then((m) => m.DeleteAccountSection));
export const PasskeysSection = lazyPart(() => import('~/components/account/passkeys-section').then((m) => m.PasskeysSection));
export const CertificatesSection = lazyPart(() => import('~/components/certificates/certificate-list').then((m) => m.CertificatesSection));
export const DataExportSection = lazyPart(() => import('~/components/account/data-export-section').then((m) => m.DataExportSection));
export const DiscussionEmailsSection = lazyPart(() =>
  import('~/components/account/discussion-emails-section').then((m) => m.DiscussionEmailsSection),
);

/** Resolves once every part's code is here (or has failed to load). */
export function preloadAccountParts() {
  return Promise.all(
    [UsernameSection, PasskeysSection, CertificatesSection, DataExportSection, DiscussionEmailsSection].map((part) => part.preload()),
  );
}
