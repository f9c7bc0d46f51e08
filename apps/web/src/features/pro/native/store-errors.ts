import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/**
 * Every way a store call can end without what was asked. RevenueCat's PURCHASES_ERROR_CODE values (as the
 * plugin's definitions declare them): 1 cancelled, 3 not allowed, 4 invalid, 5 product not available,
 * 10/32/33/35 network, 11/17/23 configuration; anything else is `store`.
 */
export type StoreErrorKind =
  | 'cancelled'
  | 'not-allowed'
  | 'invalid'
  | 'product-unavailable'
  | 'network'
  | 'configuration'
  /** `Purchases.configure` has not run (or did not finish) before another call. */
  | 'not-initialised'
  /** The package asked for is not in the store's current offering. */
  | 'package-not-available'
  /** No store here: the web sells Pro with Stripe. */
  | 'no-store'
  | 'store';

export class StoreError extends Error {
  constructor(
    readonly kind: StoreErrorKind,
    /** RevenueCat's error code ('1', '23', …) when the plugin gave one. */
    readonly code: string | null = null,
    message = `Store error: ${kind}.`,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

const KIND_OF_CODE: Record<string, StoreErrorKind> = {
  '1': 'cancelled',
  '3': 'not-allowed',
  '4': 'invalid',
  '5': 'product-unavailable',
  '10': 'network',
  '32': 'network',
  '33': 'network',
  '35': 'network',
  '11': 'configuration',
  '17': 'configuration',
  '23': 'configuration',
  // Capacitor's own code when the native side of a plugin is missing from the build.
  UNIMPLEMENTED: 'configuration',
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;

/**
 * What a rejection of the purchases plugin means. Natively it is a Capacitor error: `code` is RevenueCat's
 * code as a string, `data` the SDK's error (with `userCancelled`); the SDK's own `PurchasesError` carries
 * `code` and `userCancelled` at the top.
 */
export function toStoreError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const rawCode = field(error, 'code');
  const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : null;
  const message = field(error, 'message');
  const text = typeof message === 'string' && message !== '' ? message : 'The store did not answer.';
  const cancelled =
    field(error, 'userCancelled') === true || field(field(error, 'data'), 'userCancelled') === true;
  if (cancelled) return new StoreError('cancelled', code ?? '1', text);
  const kind = code ? KIND_OF_CODE[code] : undefined;
  if (kind) return new StoreError(kind, code, text);
  // The plugin rejects without a code when configure has not run; the SDK says "no singleton instance".
  if (/must be configured|no singleton instance/i.test(text))
    return new StoreError('not-initialised', code, text);
  return new StoreError('store', code, text);
}

/** A failure in words for the debug screen: what kind, which code, what was said. */
export function describeProblem(error: unknown): { kind: string; code: string | null; message: string } {
  if (error instanceof ApiError) {
    return { kind: 'server', code: `${error.status} ${error.code}`, message: error.message };
  }
  if (error instanceof NetworkError) return { kind: 'network', code: null, message: error.message };
  const { kind, code, message } = toStoreError(error);
  return { kind, code, message };
}
