/**
 * A purchase's statuses as the owner's purchase list filters them (`admin-schemas.ts` checks the filter).
 * A plain value: a browser import of the schemas' module brings zod along (docs/decisions/010-browser-bundle-and-forms.md).
 */
export const PURCHASE_STATUSES = ['paid', 'refunded', 'disputed', 'granted', 'revoked'] as const;
