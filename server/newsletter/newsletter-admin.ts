// What the owner's pages (/admin/subscribers, /admin/newsletter, /admin/subscribers.csv) call: the same
// business functions as /api/admin (server/api/admin-*-routes.ts), named *.server.ts so React Router keeps
// them out of the browser build.
import { isDomainError } from '../errors/domain-error';
import { statusOf } from '../http/errors';
import { emailBodyMarkup, newsletterIssueEmail } from './newsletter-issue-email';
import { ARCHIVE_PATH, UNSUBSCRIBE_PAGE_PATH } from './queue-issue-deliveries';

export { confirmRecentAuth } from '../admin/confirm-recent-auth';
export { exportSubscribersCsv } from './export-subscribers-csv';
export { listNewsletterIssues } from './list-newsletter-issues';
export { listSubscribers } from './list-subscribers';
export { removeSubscriber } from './remove-subscriber';
export { sendNewsletterIssue } from './send-newsletter-issue';
export { sendTestNewsletter } from './send-test-newsletter';

/** The message's HTML as a subscriber gets it (inside its body tag), for the preview on the page. */
export function previewIssueHtml(siteUrl: string, issue: { subject: string; markdown: string }): string {
  const email = newsletterIssueEmail(siteUrl, issue, {
    unsubscribeUrl: `${siteUrl}${UNSUBSCRIBE_PAGE_PATH}`,
    archiveUrl: `${siteUrl}${ARCHIVE_PATH}`,
  });
  return emailBodyMarkup(email.html);
}

export interface ActionFailure {
  ok: false;
  status: number;
  message: string;
  field?: string;
}

/** A business failure as a page action answers it (the same status and words as the API); anything else is rethrown. */
export function actionFailure(error: unknown): ActionFailure {
  if (!isDomainError(error)) throw error;
  return { ok: false, status: statusOf(error), message: error.message, ...(error.details.field ? { field: error.details.field } : {}) };
}
