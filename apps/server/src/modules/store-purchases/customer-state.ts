import type { ProPlan } from '@larder/domain/entitlements';
import { packagePeriod } from '@larder/domain/entitlements';
import type { StoreState } from '../entitlements/repository.ts';
import type { Subscriber } from './revenuecat-client.ts';

/** The native stores Larder sells Pro through, by RevenueCat's name for them. */
const STORES: Readonly<Record<string, 'app_store' | 'play'>> = {
  app_store: 'app_store',
  mac_app_store: 'app_store',
  play_store: 'play',
};

const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/**
 * What RevenueCat's subscriber means for the cook's Pro, at `stateAt` (when we asked), or null when it has
 * no word on a store purchase of Pro: no `pro` entitlement (never bought, or moved to another app user by a
 * transfer), or one from a store Larder does not sell Pro through (RevenueCat's Stripe, Amazon or
 * promotional grants: Larder's web Pro comes from Stripe itself, an operator's grant from the admin).
 *
 * - store and plan come from the product the entitlement was last bought with: its subscription's store,
 *   monthly when the product id contains "monthly", else yearly; a one-off product has no plan.
 * - expiresAt is the entitlement's end, pushed to the end of a billing grace period if there is one, and
 *   brought forward to a refund; null for a purchase that never ends.
 * - willRenew: the subscription will renew on its own — the cook has not turned renewal off
 *   (`unsubscribe_detected_at`), the store has no billing problem (`billing_issues_detected_at`: the store
 *   is retrying the payment; Pro stays on to the grace period's end, and the cook is shown it ends then
 *   until the store says it was paid), and it was not refunded. A purchase that never ends counts as
 *   renewing, so it reads as active, not as cancelled.
 * - customerId is the app user id we asked RevenueCat about.
 */
export function customerState(
  subscriber: Subscriber,
  context: { userId: string; appUserId: string; stateAt: Date },
): StoreState | null {
  const pro = subscriber.entitlements.pro;
  if (!pro) return null;
  const productId = pro.product_identifier;
  const subscription = subscriber.subscriptions[productId];
  const oneOff = subscriber.non_subscriptions?.[productId]?.at(-1);
  const store = STORES[subscription?.store ?? oneOff?.store ?? ''];
  if (!store) return null;
  const grace = latest(pro.grace_period_expires_date, subscription?.grace_period_expires_date);
  const refundedAt = subscription?.refunded_at ?? null;
  let expiresAt = pro.expires_date === null ? null : latest(pro.expires_date, grace);
  if (refundedAt && (expiresAt === null || refundedAt < expiresAt)) expiresAt = refundedAt;
  const renews =
    subscription !== undefined &&
    !subscription.unsubscribe_detected_at &&
    !subscription.billing_issues_detected_at &&
    !refundedAt;
  const plan: ProPlan | null = subscription
    ? packagePeriod(productId) === 'month'
      ? 'monthly'
      : 'yearly'
    : null;
  return {
    userId: context.userId,
    store,
    plan,
    productId,
    expiresAt,
    willRenew: expiresAt === null || renews,
    customerId: context.appUserId,
    subscriptionId: null,
    stateAt: context.stateAt,
  };
}
