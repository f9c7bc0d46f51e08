import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSession } from '../../../lib/session.ts';
import { entitlementsKey, fetchEntitlements } from '../api/entitlements.ts';
import { restoreIapPurchase } from '../api/restore-iap-purchase.ts';
import { validateIapPurchase } from '../api/validate-iap-purchase.ts';
import { recordPurchasesError } from './last-purchases-error.ts';
import {
  type BuyOutcome,
  createPurchaseFlow,
  type PurchaseFlow,
  type RestoreOutcome,
} from './purchase-flow.ts';
import { type PurchasesPlatform, purchasesPlatform } from './purchases-platform.ts';
import { restoreState, useRestoreState } from './restore-state.ts';

const flows = new WeakMap<PurchasesPlatform, PurchaseFlow>();

/** The flow with this device's store, the server's functions and the toasts (made on first use). */
export function purchaseFlow(): PurchaseFlow {
  const platform = purchasesPlatform();
  let flow = flows.get(platform);
  if (!flow) {
    flow = createPurchaseFlow({
      platform,
      validatePurchase: validateIapPurchase,
      restorePurchase: restoreIapPurchase,
      fetchEntitlements,
      notify: toast,
      restoreState,
      recordError: recordPurchasesError,
    });
    flows.set(platform, flow);
  }
  return flow;
}

export const storePackagesKey = (userId: string | null) => ['store-packages', userId] as const;

/**
 * Store purchases for a screen (the native paywall, Profile's Restore purchases): the packages on sale,
 * buying one, restoring, and the restore state. The entitlements are fetched again after either.
 */
export function useNativePurchases() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const status = purchasesPlatform().status();
  const [buying, setBuying] = useState<string | null>(null);
  const packages = useQuery({
    queryKey: storePackagesKey(userId),
    queryFn: () => purchaseFlow().packages(userId),
    enabled: status.store !== null && status.hasApiKey,
  });
  const refreshEntitlements = () => client.invalidateQueries({ queryKey: entitlementsKey(user?.id) });

  const buy = async (identifier: string): Promise<BuyOutcome> => {
    setBuying(identifier);
    try {
      const outcome = await purchaseFlow().buy(identifier, userId);
      if (outcome.kind !== 'cancelled') await refreshEntitlements();
      return outcome;
    } finally {
      setBuying(null);
    }
  };

  const restore = async (): Promise<RestoreOutcome> => {
    const outcome = await purchaseFlow().restore(userId);
    if (outcome.kind !== 'unavailable' && outcome.kind !== 'busy') await refreshEntitlements();
    return outcome;
  };

  return { store: status.store, packages, buy, buying, restore, restoreState: useRestoreState() };
}
