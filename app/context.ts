import type { RequestContext } from '../server/app';

// React Router passes Hono's per-request context to every loader and action as `context`.
declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}

/** The user as the browser may see it (root loader data). */
export interface ClientUser {
  id: string;
  username: string;
  email: string;
  hasPremiumAccess: boolean;
}
