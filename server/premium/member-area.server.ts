// What the member area's pages (app/routes/premium*.tsx) use: route modules import only `.server` modules from server/.
export { checkPremiumAccess } from './check-premium-access.server';
export { listCalls } from './list-calls.server';
export { listWhatsNew } from './list-whats-new.server';
export { listTemplates, readTemplate } from './template-views.server';
export type { CallView } from './call-view';
export type { TemplateDetail, TemplateSummary } from './template-views.server';
export type { WhatsNew, WhatsNewItem } from './list-whats-new.server';
