/**
 * The live calls' limits, shown by the owner's call forms and enforced by their zod schemas
 * (`premium-schemas.ts`). Plain values: a browser import of the schemas' module brings zod along
 * (docs/decisions/010-browser-bundle-and-forms.md).
 */
export const CALL_TITLE_MAX = 120;
export const CALL_AGENDA_MAX = 2_000;
export const CALL_NOTES_MAX = 10_000;
export const CALL_MIN_MINUTES = 15;
export const CALL_MAX_MINUTES = 240;
