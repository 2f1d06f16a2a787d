import { Hono } from 'hono';
import { callParamsSchema, templateDownloadQuerySchema, templateParamsSchema } from '../../common/premium-schemas';
import { findTemplate } from '../../content/templates/load-templates.server';
import { DomainError } from '../errors/domain-error';
import { parseParams } from '../http/errors';
import { requestCurrency } from '../http/request-currency';
import { callIcs } from '../premium/call-ics';
import { toCallView } from '../premium/call-view';
import { checkPremiumAccess } from '../premium/check-premium-access';
import { findCall } from '../premium/find-call';
import { listCalls } from '../premium/list-calls';
import { listWhatsNew } from '../premium/list-whats-new';
import { templateDownload } from '../premium/template-download';
import { listTemplates, readTemplate } from '../premium/template-views';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * The premium member area's API (issue 19), `/api/premium/*`. Every request is checked first, before any
 * parameter is read: a visitor gets 401, a signed-in learner without the course 403 with what would give
 * access; neither ever sees a template, a call or a join link.
 */
export function premiumRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await checkPremiumAccess({ db, user: c.get('user'), currency: requestCurrency(c, services.config.trustedProxies) });
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  return app
    .get('/', async (c) => {
      const user = c.get('user')!;
      const now = services.now();
      const [calls, whatsNew] = await Promise.all([listCalls({ db, now }), listWhatsNew({ db, userId: user.id, now })]);
      return c.json({
        templates: listTemplates().length,
        nextCall: calls.upcoming.find((call) => call.status === 'scheduled') ?? null,
        whatsNew,
      });
    })
    .get('/templates', (c) => c.json({ templates: listTemplates() }))
    .get('/templates/:slug', (c) => {
      const { slug } = parseParams(templateParamsSchema, c.req.param());
      return c.json({ template: readTemplate({ slug }) });
    })
    .get('/templates/:slug/download', (c) => {
      const { slug } = parseParams(templateParamsSchema, c.req.param());
      const { format } = parseParams(templateDownloadQuerySchema, c.req.query());
      const template = findTemplate(slug);
      if (!template) throw new DomainError('not_found', 'Template not found');
      const file = templateDownload({ template, format });
      return c.body(file.body, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .get('/calls', async (c) => c.json(await listCalls({ db, now: services.now() })))
    .get('/calls/:id/calendar.ics', async (c) => {
      const { id } = parseParams(callParamsSchema, c.req.param());
      const call = await findCall({ db, id });
      const now = services.now();
      const ics = callIcs({ call: toCallView(call), siteUrl: services.config.siteUrl, revision: call.revision, now });
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="strategy-call-${call.startsAt.toISOString().slice(0, 10)}.ics"`,
      });
    });
}
