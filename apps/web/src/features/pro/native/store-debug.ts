import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';
import {
  type PurchasesProblem,
  type PurchasesStep,
  recordPurchasesError,
  useLastPurchasesError,
} from './last-purchases-error.ts';
import type { StorePackage } from './packages.ts';
import { ensureStoreUser } from './purchase-flow.ts';
import { type PurchasesPlatform, type PurchasesStatus, purchasesPlatform } from './purchases-platform.ts';
import { type RestoreState, useRestoreState } from './restore-state.ts';

export interface StoreSnapshot {
  packages: StorePackage[];
  /** The customer's active entitlements: name, and when each ends (null: no end). */
  activeEntitlements: { identifier: string; expirationDate: string | null }[];
}

/** What the store says now: the offering's packages and the customer's active entitlements. */
export async function readStoreSnapshot(
  platform: PurchasesPlatform,
  userId: string | null,
  recordError: (step: PurchasesStep, error: unknown) => void,
): Promise<StoreSnapshot> {
  let step: PurchasesStep = 'configure';
  try {
    await ensureStoreUser(platform, userId);
    step = 'offerings';
    const packages = await platform.getPackages();
    step = 'customer-info';
    const info = await platform.getCustomerInfo();
    const active = Object.values(info.entitlements?.active ?? {}).filter(
      (entitlement) => entitlement.isActive,
    );
    return {
      packages,
      activeEntitlements: active.map(({ identifier, expirationDate }) => ({ identifier, expirationDate })),
    };
  } catch (error) {
    recordError(step, error);
    throw error;
  }
}

const STORE_NAMES = { app_store: 'App Store (iOS)', play: 'Google Play (Android)' } as const;

interface StoreDebugInput {
  status: PurchasesStatus;
  snapshot: { data?: StoreSnapshot | undefined; isPending: boolean; isError: boolean };
  restore: RestoreState;
  problem: PurchasesProblem | null;
}

const when = (ms: number) => new Date(ms).toISOString();

/** The /iap-debug rows of this device's store: set-up, packages, entitlements, restores, last error. */
export function storeDebugRows({ status, snapshot, restore, problem }: StoreDebugInput): [string, string][] {
  const native = status.store !== null;
  const setUp = !native
    ? 'Not on web'
    : !status.hasApiKey
      ? 'Not configured: no RevenueCat key in this build'
      : status.configured
        ? 'Configured'
        : snapshot.isPending
          ? 'Setting up…'
          : 'Not configured';
  const rows: [string, string][] = [
    ['Store', status.store ? STORE_NAMES[status.store] : 'None (web payments only)'],
    ['Store purchases (native)', setUp],
  ];
  if (native && status.configured) rows.push(['Store user', status.appUserId ?? 'Anonymous store id']);
  if (native && status.hasApiKey) {
    const { data } = snapshot;
    if (data) {
      if (data.packages.length === 0) rows.push(['Packages', 'None in the current offering']);
      for (const { identifier, period, priceString } of data.packages) {
        rows.push([`Package ${identifier}`, `${period === 'month' ? 'Monthly' : 'Yearly'} · ${priceString}`]);
      }
      const entitlements = data.activeEntitlements.map(
        ({ identifier, expirationDate }) =>
          `${identifier} (${expirationDate ? `until ${expirationDate}` : 'no end'})`,
      );
      rows.push(['Active entitlements', entitlements.length ? entitlements.join(', ') : 'None']);
    } else {
      rows.push(['Packages', snapshot.isError ? 'Could not be read (see last error)' : 'Loading…']);
    }
  }
  rows.push(
    ['Restore in progress', restore.isRestoring ? 'Yes' : 'No'],
    ['Restore attempts', String(restore.restoreAttempts)],
    ['Last restore', restore.lastRestoreTimestamp === null ? 'Never' : when(restore.lastRestoreTimestamp)],
    [
      'Last purchases error',
      problem
        ? `${problem.step}: ${problem.kind}${problem.code ? ` (code ${problem.code})` : ''}, ${problem.message} at ${when(problem.at)}`
        : 'None',
    ],
  );
  return rows;
}

/** The store rows for /iap-debug, read from the real store on native. */
export function useStoreDebugRows(): [string, string][] {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const platform = purchasesPlatform();
  const { store, hasApiKey } = platform.status();
  const snapshot = useQuery({
    queryKey: ['store-snapshot', userId],
    queryFn: () => readStoreSnapshot(platform, userId, recordPurchasesError),
    enabled: store !== null && hasApiKey,
    retry: false,
  });
  const restore = useRestoreState();
  const problem = useLastPurchasesError();
  return storeDebugRows({ status: platform.status(), snapshot, restore, problem });
}
