// `.server`: what it lets through is the members' community.
import { checkPremiumAccess } from '../premium/check-premium-access';
import type { Currency } from '../../common/currencies';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

/**
 * Who may open the mastermind community (issue 28): the member area's own check for the community's entitlement
 * (checkPremiumAccess: a session, then a live entitlement, read afresh on every request, so a refund or a
 * revocation shuts it at once),
 * and owners, who moderate every discussion. Anyone else gets that check's 401 or 403 and nothing of the community.
 */
export async function checkCommunityAccess({
  db,
  user,
  currency,
}: {
  db: Db;
  user: SessionUser | null;
  currency?: Currency;
}): Promise<SessionUser> {
  if (user?.isOwner) return user;
  return checkPremiumAccess({ db, user, currency, product: 'community' });
}
