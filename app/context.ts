import type { RequestContext } from '../server/app';

// React Router passes Hono's per-request context to every loader and action as `context`.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends RequestContext {}
}

/** The user as the browser may see it (root loader data). */
export interface ClientUser {
  id: string;
  username: string;
  email: string;
  hasPremiumAccess: boolean;
  /** Present only for an owner: no one else's page data mentions the owner's area (issue 13). */
  isOwner?: true;
}
