import { SITE_NAME } from '../../common/site';
import { DomainError } from '../errors/domain-error';
import type { Config } from '../config';

/** Who the passkeys are for: the site's host name and its one origin (server/config.ts). */
export interface RelyingParty {
  rpId: string;
  origin: string;
  name: string;
}

/** The site's relying party, or a not_found when passkeys are off (PUBLIC_URL names an IP address). */
export function relyingParty(config: Pick<Config, 'passkeys'>): RelyingParty {
  if (!config.passkeys) throw new DomainError('not_found', 'Passkeys are not available at this address.');
  return { ...config.passkeys, name: SITE_NAME };
}
