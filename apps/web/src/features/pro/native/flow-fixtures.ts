import type { ProEntitlement } from '@larder/domain/api/entitlements';
import { vi } from 'vitest';
import { fetchEntitlements } from '../api/entitlements.ts';
import { restoreIapPurchase } from '../api/restore-iap-purchase.ts';
import { validateIapPurchase } from '../api/validate-iap-purchase.ts';
import { createPurchaseFlow } from './purchase-flow.ts';
import type { PurchaseToast } from './purchase-messages.ts';
import type { PurchasesPlatform } from './purchases-platform.ts';
import { createRestoreState } from './restore-state.ts';
import { fakePlugin } from './revenuecat-fixtures.ts';
import { createNativePurchases } from './revenuecat-purchases.ts';

/** The purchase flow on a fake plugin, with the real server calls (fetch stubbed by the test). Tests only. */

export const NOW = Date.parse('2026-11-29T12:00:00Z');

export function proAnswer(isActive: boolean): { entitlements: { pro: ProEntitlement } } {
  return {
    entitlements: {
      pro: {
        isActive,
        status: isActive ? 'active' : 'expired',
        expiresAt: isActive ? '2026-12-29T12:00:00.000Z' : null,
        willRenew: isActive,
        store: isActive ? 'app_store' : null,
        plan: isActive ? 'monthly' : null,
        manageable: false,
      },
    },
  };
}

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

export function purchaseSetup({
  plugin = fakePlugin(),
  apiKey = 'appl_public_key' as string | undefined,
  platform,
}: {
  plugin?: ReturnType<typeof fakePlugin>;
  apiKey?: string | undefined;
  platform?: PurchasesPlatform;
} = {}) {
  const purchases =
    platform ??
    createNativePurchases({ store: () => 'app_store', apiKey: () => apiKey, loadPlugin: async () => plugin });
  const toasts: PurchaseToast[] = [];
  const sleeps: number[] = [];
  const recordError = vi.fn();
  const storage = memoryStorage();
  const restoreState = createRestoreState(() => storage);
  const flow = createPurchaseFlow({
    platform: purchases,
    validatePurchase: validateIapPurchase,
    restorePurchase: restoreIapPurchase,
    fetchEntitlements,
    notify: (toast) => void toasts.push(toast),
    restoreState,
    recordError,
    sleep: async (ms) => void sleeps.push(ms),
    now: () => NOW,
  });
  return { flow, plugin, purchases, toasts, sleeps, recordError, restoreState, storage };
}
