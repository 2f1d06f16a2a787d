// The public archive's pages (app/routes/newsletter-archive*.tsx) and the newsletter boxes read these.
export { findArchivedIssue, hasArchivedIssues, listArchivedIssues } from './archived-issues';
