import type { SessionUser } from '../auth/sessions.server';
import type { Logger } from '../logger';
import type { Flash } from './flash.server';
import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';

export type AppEnv = {
  Variables: SecureHeadersVariables &
    RequestIdVariables & {
      log: Logger;
      user: SessionUser | null;
      /** The session cookie as received, when it named a live session. */
      sessionToken: string | undefined;
      flash: Flash | null;
      clientIp: string;
      /** The Cookie header, parsed once (server/app.ts requestCookies). */
      cookies: Record<string, string>;
    };
};
