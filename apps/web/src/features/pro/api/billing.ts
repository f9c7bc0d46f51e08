import type { redirectAnswer } from '@larder/domain/api/entitlements';
import type { ProPlan } from '@larder/domain/entitlements';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/billing/checkout`: Stripe's hosted Checkout page for this plan. */
export function startCheckout(plan: ProPlan) {
  return api<Answer<typeof redirectAnswer>>('/billing/checkout', { method: 'POST', json: { plan } });
}

/** `POST /api/billing/portal`: Stripe's customer portal for the cook's subscription. */
export function openBillingPortal() {
  return api<Answer<typeof redirectAnswer>>('/billing/portal', { method: 'POST', json: {} });
}

/** Leaves Larder for the payment provider's page (a whole-page navigation, as Stripe requires). */
export function goTo(url: string): void {
  window.location.assign(url);
}
