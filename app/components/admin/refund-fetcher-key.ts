/** The refund dialog's fetcher, shared with the page that shows its answer (app/routes/admin-purchases.tsx). */
export const REFUND_FETCHER_KEY = 'admin-refund';
