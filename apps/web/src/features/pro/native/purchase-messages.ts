import type { StoreErrorKind } from './store-errors.ts';

export interface PurchaseToast {
  title: string;
  description?: string;
  tone: 'success' | 'error' | 'info';
}

/** Spec §8 "Purchases": the titles, and the one description the spec gives (Purchase Failed). */
export const PURCHASE_TOASTS = {
  packageNotAvailable: {
    title: 'Package Not Available',
    description: 'This plan is not on sale in the store right now. Please try again later.',
    tone: 'error',
  },
  purchaseFailed: {
    title: 'Purchase Failed',
    description:
      'Unable to complete the purchase. Please try again or contact support if the problem persists.',
    tone: 'error',
  },
  restoreUnavailable: {
    title: 'Restore Unavailable',
    description:
      'Store purchases are restored in the Larder app for iPhone and Android. On the web, Pro comes with the account you sign in with.',
    tone: 'info',
  },
  restoreFailed: {
    title: 'Restore Failed',
    description:
      'Unable to restore your purchases. Please try again or contact support if the problem persists.',
    tone: 'error',
  },
  noPurchasesFound: {
    title: 'No Purchases Found',
    description: 'This store account has no active Larder Pro subscription to restore.',
    tone: 'info',
  },
  purchasesRestored: {
    title: 'Purchases Restored',
    description: 'Larder Pro is active again.',
    tone: 'success',
  },
} as const satisfies Record<string, PurchaseToast>;

/**
 * Spec §8 "Store error hints": what the cook can do about codes 3, 4, 5 and network or configuration
 * problems (the spec leaves the words open). A store that is not set up yet reads as "try again shortly".
 */
export const STORE_ERROR_HINTS: Partial<Record<StoreErrorKind, string>> = {
  'not-allowed':
    "Purchases aren't allowed on this device. Check Screen Time or parental controls, and that you're signed in to the store.",
  invalid:
    "The store didn't accept this purchase. Check the payment method in your store account, then try again.",
  'product-unavailable':
    "This plan isn't available in your store's country or region right now. Please try again later.",
  network: "Couldn't reach the store. Check your internet connection and try again.",
  configuration:
    "In-app purchases aren't set up correctly in this version of Larder. Please contact support.",
  'not-initialised': "The store isn't ready yet. Please try again in a moment.",
};

/** "Purchase Failed", with the hint for this kind of failure when there is one, else the spec's words. */
export function purchaseFailedToast(kind: StoreErrorKind | null): PurchaseToast {
  const hint = kind ? STORE_ERROR_HINTS[kind] : undefined;
  return hint ? { ...PURCHASE_TOASTS.purchaseFailed, description: hint } : PURCHASE_TOASTS.purchaseFailed;
}

/** "Restore Failed", with the hint for this kind of failure when there is one. */
export function restoreFailedToast(kind: StoreErrorKind | null): PurchaseToast {
  const hint = kind ? STORE_ERROR_HINTS[kind] : undefined;
  return hint ? { ...PURCHASE_TOASTS.restoreFailed, description: hint } : PURCHASE_TOASTS.restoreFailed;
}
