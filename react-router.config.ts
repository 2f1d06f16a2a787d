import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Lazy (React Router's default), stated because the owner's area relies on it: the browser learns routes
  // through /__manifest as it visits them, never from the whole-manifest file (server/admin/hide-owner-routes.ts).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
