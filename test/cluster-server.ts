/**
 * One server process of the three-process suite (server/cluster.integration.test.ts): the production
 * services, API and background work, without React Router's pages, so the suite needs no build (it bundles
 * this file itself). Configured by the environment like server/main.ts; the suite may
 * shorten the background intervals (CLUSTER_RESUME_MS, CLUSTER_BILLING_MS) so it does not wait out production's 30 s.
 */
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createServices } from '../server/create-services';
import { createPublicJsonRoutes } from '../server/http/public-json-listener';
import { startBackgroundWork } from '../server/operations/background-work';
import { listen } from '../server/serve';

const config = loadConfig({ NODE_ENV: 'production', ...process.env });
const services = await createServices(config);
// Public JSON answered before the app, as server/main.ts does (server/http/public-json-listener.ts).
const publicJson = createPublicJsonRoutes({ trustedProxies: config.trustedProxies });
const app = createApp(services, { publicJson });
const backgroundWork = startBackgroundWork(services, {
  newsletterResumeMs: process.env.CLUSTER_RESUME_MS ? Number(process.env.CLUSTER_RESUME_MS) : undefined,
  billingPassMs: process.env.CLUSTER_BILLING_MS ? Number(process.env.CLUSTER_BILLING_MS) : undefined,
});
await listen(app, services, () => backgroundWork.stop(), publicJson.answer);
