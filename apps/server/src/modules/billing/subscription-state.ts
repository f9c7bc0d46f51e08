import type { ProPlan } from '@larder/domain/entitlements';
import type Stripe from 'stripe';
import type { StoreState } from '../entitlements/repository.ts';

/** Subscription statuses in which the cook keeps Pro until the period ends (a failed payment is retried). */
const KEEPS_PRO: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing', 'past_due']);

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The end of the period paid for: on the items in current API versions. */
function periodEnd(subscription: Stripe.Subscription): number | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter(Number.isFinite);
  return ends.length > 0 ? Math.max(...ends) : null;
}

function planOf(
  subscription: Stripe.Subscription,
  prices: Readonly<Record<ProPlan, string>>,
): ProPlan | null {
  const price = subscription.items.data[0]?.price;
  if (!price) return null;
  if (price.id === prices.yearly) return 'yearly';
  if (price.id === prices.monthly) return 'monthly';
  return price.recurring?.interval === 'year' ? 'yearly' : 'monthly';
}

/**
 * What a Stripe subscription means for the cook's Pro: kept until the end of the period paid for while
 * it is active (renewing unless set to cancel), ended when Stripe says it ended.
 */
export function subscriptionState(
  subscription: Stripe.Subscription,
  context: { userId: string; prices: Readonly<Record<ProPlan, string>>; stateAt: Date },
): StoreState {
  const keeps = KEEPS_PRO.has(subscription.status);
  const end = periodEnd(subscription);
  const at = (seconds: number | null) => (seconds === null ? context.stateAt : new Date(seconds * 1000));
  // Kept: to the end of the period paid for. Ended: when Stripe says, never later than this state's time.
  const ended = at(subscription.ended_at ?? subscription.canceled_at);
  return {
    userId: context.userId,
    store: 'web',
    plan: planOf(subscription, context.prices),
    productId: subscription.items.data[0]?.price.id ?? null,
    expiresAt: keeps ? at(end) : ended < context.stateAt ? ended : context.stateAt,
    willRenew: keeps && !subscription.cancel_at_period_end && subscription.cancel_at === null,
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    stateAt: context.stateAt,
  };
}

/** The subscription an event is about, by its id, if any. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf((object as unknown as Stripe.Checkout.Session).subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return (object as unknown as Stripe.Subscription).id;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = object as unknown as Stripe.Invoice;
      return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(object.subscription as string);
    }
    default:
      return null;
  }
}

/** The Larder user an event names: the Checkout's reference, or the subscription's metadata. */
export function userIdNamedBy(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as {
    client_reference_id?: string | null;
    metadata?: Record<string, string> | null;
  };
  return object.client_reference_id ?? object.metadata?.userId ?? null;
}
