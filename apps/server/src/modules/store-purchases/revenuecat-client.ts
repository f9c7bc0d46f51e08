import { z } from 'zod';
import type { RevenueCatConfig } from './revenuecat-config.ts';

/** How long one request to RevenueCat may take before it is given up. */
export const REVENUECAT_TIMEOUT_MS = 10_000;
/** The pause before the one retry of a request that failed on RevenueCat's side (a 5xx, the network). */
const RETRY_DELAY_MS = 250;

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** An entitlement as REST API v1 describes it: `expires_date` null for a purchase that never ends. */
const entitlement = z
  .object({
    expires_date: instant.nullable(),
    grace_period_expires_date: instant.nullish(),
    product_identifier: z.string(),
    purchase_date: instant,
  })
  .loose();

/** A subscription, by its product identifier; `store` is app_store, mac_app_store, play_store, stripe, … */
const subscription = z
  .object({
    expires_date: instant.nullish(),
    purchase_date: instant.nullish(),
    original_purchase_date: instant.nullish(),
    unsubscribe_detected_at: instant.nullish(),
    billing_issues_detected_at: instant.nullish(),
    grace_period_expires_date: instant.nullish(),
    refunded_at: instant.nullish(),
    period_type: z.string().nullish(),
    store: z.string(),
    is_sandbox: z.boolean().nullish(),
  })
  .loose();

/** A one-off purchase (a non-subscription product): every purchase of the product, oldest first. */
const nonSubscription = z.object({ id: z.string().nullish(), store: z.string() }).loose();

/**
 * `GET /v1/subscribers/{app_user_id}`'s answer, the fields Larder reads (RevenueCat adds others). Only the
 * `pro` entitlement is read: another entitlement in a shape Larder does not know changes nothing.
 */
export const subscriberAnswer = z.object({
  request_date_ms: z.number().nullish(),
  subscriber: z
    .object({
      original_app_user_id: z.string(),
      entitlements: z.object({ pro: entitlement.optional() }).loose(),
      subscriptions: z.record(z.string(), subscription),
      non_subscriptions: z.record(z.string(), z.array(nonSubscription)).nullish(),
    })
    .loose(),
});
export type Subscriber = z.infer<typeof subscriberAnswer>['subscriber'];

/** RevenueCat could not say: down, too slow, refusing our key, or answering something unreadable. */
export class RevenueCatUnavailable extends Error {
  constructor(
    readonly reason: 'network' | 'timeout' | 'status' | 'answer',
    readonly status: number | null = null,
  ) {
    super(`RevenueCat did not answer (${reason}${status === null ? '' : ` ${status}`})`);
    this.name = 'RevenueCatUnavailable';
  }
}

export type RevenueCatClient = Readonly<{
  /** The subscriber RevenueCat knows by this app user id (a new, empty one for an id it never saw). */
  subscriber: (appUserId: string) => Promise<Subscriber>;
}>;

/**
 * RevenueCat's REST API v1, the one call Larder makes: the subscriber, with the secret key. Each attempt
 * gives up after 10 s; a 5xx, a timeout or a network failure is tried once more; anything else (a 4xx, an
 * answer of the wrong shape) fails at once. The key never appears in an error.
 */
export function revenueCatClient(
  config: Pick<RevenueCatConfig, 'secretKey' | 'apiUrl'>,
  options: { timeoutMs?: number; retryDelayMs?: number } = {},
): RevenueCatClient {
  const timeoutMs = options.timeoutMs ?? REVENUECAT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;

  async function attempt(url: string): Promise<Subscriber> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${config.secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new RevenueCatUnavailable(timedOut ? 'timeout' : 'network');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RevenueCatUnavailable('status', response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new RevenueCatUnavailable('answer', response.status);
    }
    const parsed = subscriberAnswer.safeParse(body);
    if (!parsed.success) throw new RevenueCatUnavailable('answer', response.status);
    return parsed.data.subscriber;
  }

  const retried = (error: unknown) =>
    error instanceof RevenueCatUnavailable &&
    (error.reason === 'network' ||
      error.reason === 'timeout' ||
      (error.status !== null && error.status >= 500));

  return {
    async subscriber(appUserId) {
      const url = `${config.apiUrl}/v1/subscribers/${encodeURIComponent(appUserId)}`;
      try {
        return await attempt(url);
      } catch (error) {
        if (!retried(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        return attempt(url);
      }
    },
  };
}
