import type { ProPlan } from '@larder/domain/entitlements';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { readEntitlement } from '../entitlements/repository.ts';
import { isPro } from '../entitlements/service.ts';
import type { StripeConfig } from './stripe-config.ts';

export type BillingDeps = Readonly<{ db: Db; config: StripeConfig; publicUrl: string; now: () => number }>;

/**
 * A Stripe Checkout in subscription mode for a plan. The session names the cook (its reference and the
 * subscription's metadata), so the webhooks find them; a cook Stripe knows already keeps their customer.
 */
export async function startCheckout(deps: BillingDeps, user: CurrentUser, plan: ProPlan): Promise<string> {
  if (await isPro(deps.db, user.id, new Date(deps.now()))) {
    throw new AppError('conflict', 'You already have Pro. Manage it from your profile.');
  }
  const known = await readEntitlement(deps.db, user.id);
  const customer = known?.store === 'web' ? known.customerId : null;
  const session = await deps.config.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: deps.config.prices[plan], quantity: 1 }],
    client_reference_id: user.id,
    ...(customer ? { customer } : { customer_email: user.email }),
    subscription_data: { metadata: { userId: user.id } },
    metadata: { userId: user.id, plan },
    success_url: `${deps.publicUrl}/profile?checkout=done&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${deps.publicUrl}/pricing?checkout=cancelled`,
  });
  if (!session.url)
    throw new AppError('service_unavailable', 'Stripe did not give a checkout page. Please try again.');
  return session.url;
}

/** Stripe's customer portal for the cook's web subscription: cancel, change plan, change card. */
export async function openPortal(deps: BillingDeps, user: CurrentUser): Promise<string> {
  const known = await readEntitlement(deps.db, user.id);
  if (known?.store !== 'web' || !known.customerId) {
    throw new AppError('not_found', 'There is no web subscription to manage on this account.');
  }
  const session = await deps.config.stripe.billingPortal.sessions.create({
    customer: known.customerId,
    return_url: `${deps.publicUrl}/profile`,
  });
  return session.url;
}
