// The template categories of the member area, without zod: the templates page's browser code imports them.
export const TEMPLATE_CATEGORIES = ['Win clients', 'Deliver the work', 'Run the business', 'Prompt packs'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
