import { DomainError } from '../errors/domain-error';
import { LocalGateway, LocalSavedCards } from '../payments/local-gateway';
import type { Services } from '../services';

/**
 * The local test gateway and its saved cards, which charge a learner's change (a switch to yearly, a new card). With
 * Stripe configured, those changes go through Stripe, which is not wired to the billing page yet (issue 44).
 */
export function localBillingGateway(services: Services): { gateway: LocalGateway; cards: LocalSavedCards } {
  if (!(services.payments instanceof LocalGateway)) {
    throw new DomainError('unavailable', 'Card changes through Stripe are not available from this page yet.');
  }
  return { gateway: services.payments, cards: new LocalSavedCards(services.db, services.now) };
}
