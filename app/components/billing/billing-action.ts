import type { FieldErrors } from '../../../common/validation';

/** What /account/billing's action answers: which form, about which subscription, and how it went. */
export interface BillingActionData {
  intent: 'cancel' | 'resume' | 'interval' | 'card';
  subscriptionId?: string;
  ok: boolean;
  message: string;
  errors: FieldErrors;
}

/** The action's answer when it is about this form (and this subscription). */
export function answerFor(actionData: BillingActionData | undefined, intent: BillingActionData['intent'], subscriptionId?: string) {
  return actionData && actionData.intent === intent && actionData.subscriptionId === subscriptionId ? actionData : undefined;
}
