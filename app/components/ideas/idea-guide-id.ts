/** The list's one guide dialog (/business-ideas), which the enhancement module fills from a guide's page. */
export const GUIDE_DIALOG_ID = 'guide-dialog';

/** The guide's title on its page and, once moved, in the dialog (which it names). */
export const GUIDE_TITLE_ID = 'guide-title';
