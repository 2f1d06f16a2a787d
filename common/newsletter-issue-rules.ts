/**
 * A newsletter issue's lengths, shown by the owner's editor and enforced by its zod schema
 * (`admin-newsletter-schema.ts`). Plain values: a browser import of the schema's module brings zod along
 * (docs/decisions/010-browser-bundle-and-forms.md).
 */
export const ISSUE_SUBJECT_MAX = 150;
export const ISSUE_MARKDOWN_MAX = 50_000;
