import { ANONYMOUS_DAILY_GENERATIONS, ENTITLEMENT_RETRY, MONTHLY_PACKAGE_MARKER } from './constants.ts';

/** The one entitlement Larder sells (spec §3). */
export const PRO_ENTITLEMENT = 'pro';

/** Spec §4: active (renewing), cancelled (active, not renewing), expired (not active). */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where a cook's Pro came from: Stripe on the web, a store on native, or an operator's grant. */
export const ENTITLEMENT_STORES = ['web', 'app_store', 'play', 'granted'] as const;
export type EntitlementStore = (typeof ENTITLEMENT_STORES)[number];

/** Pro plans as the pricing page sells them. */
export const PRO_PLANS = ['monthly', 'yearly'] as const;
export type ProPlan = (typeof PRO_PLANS)[number];

/** What the server keeps of a cook's Pro: the store's latest word, not the client's. */
export type EntitlementRecord = Readonly<{
  /** When Pro ends (or ended); null for a grant without an end. */
  expiresAt: Date | null;
  willRenew: boolean;
}>;

/** Whether Pro is on at `now`: a record whose end is still to come, or that has no end. */
export function isEntitlementActive(record: EntitlementRecord | null, now: Date): boolean {
  if (!record) return false;
  return record.expiresAt === null || record.expiresAt.getTime() > now.getTime();
}

/**
 * Spec §4's status rule: active if the pro entitlement is active (and renews); cancelled if active but not
 * renewing; expired if not active.
 */
export function subscriptionStatus(active: boolean, willRenew: boolean): SubscriptionStatus {
  if (!active) return 'expired';
  return willRenew ? 'active' : 'cancelled';
}

/**
 * The wait before retry `attempt` (1, 2, 3) of the entitlement check: min(1000 * 2^(n-1), 5000) ms
 * (spec §4).
 */
export function entitlementRetryDelayMs(attempt: number): number {
  return Math.min(ENTITLEMENT_RETRY.baseMs * 2 ** (attempt - 1), ENTITLEMENT_RETRY.maxMs);
}

/** A store package's period: month when its identifier contains "monthly", else year (spec §9). */
export function packagePeriod(identifier: string): 'month' | 'year' {
  return identifier.toLowerCase().includes(MONTHLY_PACKAGE_MARKER) ? 'month' : 'year';
}

/**
 * The recipes a free cook may open a day, where the server allows accounts `perDay` (null: no limit): a
 * visitor without an account gets the spec's one (§1), never more than an account.
 */
export function freeRecipesADay(perDay: number | null, hasAccount: boolean): number | null {
  if (perDay === null) return null;
  return hasAccount ? perDay : Math.min(ANONYMOUS_DAILY_GENERATIONS, perDay);
}
