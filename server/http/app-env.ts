import type { Currency } from '../../common/currencies';
import type { SessionUser } from '../auth/sessions';
import type { Logger } from '../logger';
import type { Flash } from './flash';
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
      /** Who is asking, as the per-address limits count it: an IPv4 address, or an IPv6 client's /64 (client-address.ts). */
      clientIp: string;
      /** The Cookie header, parsed once (server/app.ts requestCookies). */
      cookies: Record<string, string>;
      /** The currency the visitor wants, decided once (server/http/request-currency.ts). */
      currency: Currency;
    };
};
