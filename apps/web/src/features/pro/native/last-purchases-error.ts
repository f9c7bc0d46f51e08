import { useSyncExternalStore } from 'react';
import { describeProblem } from './store-errors.ts';

/** The step of buying or restoring that failed. */
export type PurchasesStep =
  | 'configure'
  | 'offerings'
  | 'customer-info'
  | 'purchase'
  /** validate-iap-purchase on the server. */
  | 'validate'
  | 'entitlement-check'
  | 'restore'
  /** restore-iap-purchase on the server. */
  | 'server-restore';

export interface PurchasesProblem {
  step: PurchasesStep;
  kind: string;
  code: string | null;
  message: string;
  /** When it happened (ms since the epoch). */
  at: number;
}

/** The last store failure of this run of the app, in memory only, for the /iap-debug screen. */
let last: PurchasesProblem | null = null;
const listeners = new Set<() => void>();

export function recordPurchasesError(step: PurchasesStep, error: unknown, at = Date.now()): void {
  last = { step, ...describeProblem(error), at };
  for (const listener of listeners) listener();
}

export function lastPurchasesError(): PurchasesProblem | null {
  return last;
}

export function clearPurchasesError(): void {
  last = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useLastPurchasesError(): PurchasesProblem | null {
  return useSyncExternalStore(subscribe, lastPurchasesError, lastPurchasesError);
}
