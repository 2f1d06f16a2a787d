/**
 * The lengths the lesson discussions' forms announce in the browser (`maxLength`) and their zod schemas
 * enforce (`discussion-schemas.ts`). Plain values: a browser import of the schemas' module brings zod
 * along (docs/decisions/010-browser-bundle-and-forms.md).
 */
export const COMMENT_MAX = 5000;
export const REPORT_REASON_MAX = 500;
