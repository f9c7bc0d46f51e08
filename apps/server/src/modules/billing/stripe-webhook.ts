import type Stripe from 'stripe';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  isUser,
  keepStoreState,
  noteEventDetail,
  recordEvent,
  userOfCustomer,
} from '../entitlements/repository.ts';
import { type StripeConfig, WEBHOOK_TOLERANCE_SECONDS } from './stripe-config.ts';
import { subscriptionIdOf, subscriptionState, userIdNamedBy } from './subscription-state.ts';

/** The event, if Stripe signed this very body with our secret in the last five minutes; else a 400. */
export function verifiedEvent(
  config: StripeConfig,
  rawBody: string,
  signature: string | undefined,
): Stripe.Event {
  if (!signature) throw new AppError('bad_request', 'The Stripe-Signature header is missing.');
  try {
    return config.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      config.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw new AppError('bad_request', 'The webhook signature does not match this body.');
  }
}

export type WebhookOutcome = 'applied' | 'replayed' | 'stale' | 'ignored';

/**
 * One verified Stripe event, once: its id is recorded first (a replay changes nothing); the subscription it
 * is about is then read back from Stripe, so whatever order events arrive in, the state kept is Stripe's
 * latest, and an older event (by its `created`) never overwrites a newer one.
 */
export async function handleStripeEvent(
  deps: { db: Db; config: StripeConfig },
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const subscriptionId = subscriptionIdOf(event);
  const named = userIdNamedBy(event);
  return deps.db.transaction(async (tx) => {
    const userId =
      named ??
      (subscriptionId
        ? await userOfCustomer(tx, 'web', {
            subscriptionId,
            customerId: (event.data.object as { customer?: string | null }).customer ?? null,
          })
        : null);
    const fresh = await recordEvent(tx, {
      store: 'web',
      eventId: event.id,
      type: event.type,
      // A user id from Stripe's metadata counts only if it is a user here (deleted accounts are not).
      userId: userId !== null && (await isUser(tx, userId)) ? userId : null,
    });
    if (!fresh) return 'replayed';
    if (!subscriptionId || !userId) {
      await noteEventDetail(tx, 'web', event.id, {
        outcome: 'ignored',
        why: subscriptionId ? 'no Larder user' : 'not about a subscription',
      });
      return 'ignored';
    }
    const subscription = await deps.config.stripe.subscriptions.retrieve(subscriptionId);
    const state = subscriptionState(subscription, {
      userId,
      prices: deps.config.prices,
      stateAt: new Date(event.created * 1000),
    });
    const kept = await keepStoreState(tx, state);
    await noteEventDetail(tx, 'web', event.id, {
      outcome: kept ? 'applied' : 'stale',
      status: subscription.status,
      expiresAt: state.expiresAt?.toISOString() ?? null,
      willRenew: state.willRenew,
      plan: state.plan,
    });
    return kept ? 'applied' : 'stale';
  });
}
