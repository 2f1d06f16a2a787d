import { DomainError } from '../errors/domain-error';
import { LocalSavedCards, type LocalGateway } from '../payments/local-gateway';
import type { Services } from '../services';

/**
 * The local test gateway and its saved cards, which charge a learner's change (a switch to yearly, a new card). With
 * Stripe configured, those changes go through Stripe, which is not wired to the billing page yet (issue 44).
 *
 * Told by `kind`, not `instanceof`: the page's action runs in the React Router build, which bundles its own copy of
 * the LocalGateway class, so the services' gateway (made by the server's build) is never an instance of that copy.
 */
export function localBillingGateway(services: Services): { gateway: LocalGateway; cards: LocalSavedCards } {
  if (services.payments.kind !== 'local') {
    throw new DomainError('unavailable', 'Card changes through Stripe are not available from this page yet.');
  }
  return { gateway: services.payments as LocalGateway, cards: new LocalSavedCards(services.db, services.now) };
}
