// What the member area's pages (app/routes/premium*.tsx) use: route modules import only `.server` modules from server/.
export { checkPremiumAccess } from './check-premium-access';
export { listCalls } from './list-calls';
export { listWhatsNew } from './list-whats-new';
export { listTemplates, readTemplate } from './template-views';
export type { CallView } from './call-view';
export type { TemplateDetail, TemplateSummary } from './template-views';
export type { WhatsNew, WhatsNewItem } from './list-whats-new';
