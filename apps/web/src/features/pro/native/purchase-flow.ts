import { NATIVE_SUBSCRIPTION_WAIT } from '@larder/domain/constants';
import { PRO_ENTITLEMENT } from '@larder/domain/entitlements';
import type { Entitlements } from '../api/entitlements.ts';
import type { RestorePurchase } from '../api/restore-iap-purchase.ts';
import type { ValidatePurchase } from '../api/validate-iap-purchase.ts';
import type { PurchasesStep } from './last-purchases-error.ts';
import type { StorePackage } from './packages.ts';
import {
  PURCHASE_TOASTS,
  type PurchaseToast,
  purchaseFailedToast,
  restoreFailedToast,
} from './purchase-messages.ts';
import type { PurchasesPlatform, StoreCustomerInfo } from './purchases-platform.ts';
import type { RestoreStateStore } from './restore-state.ts';
import { StoreError } from './store-errors.ts';

export interface PurchaseFlowDeps {
  platform: PurchasesPlatform;
  validatePurchase: (body: ValidatePurchase) => Promise<void>;
  restorePurchase: (body: RestorePurchase) => Promise<void>;
  /** get-entitlements: the server's word on the cook's Pro. */
  fetchEntitlements: () => Promise<Entitlements>;
  notify: (toast: PurchaseToast) => void;
  restoreState: RestoreStateStore;
  recordError: (step: PurchasesStep, error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export type BuyOutcome =
  | { kind: 'purchased' }
  | { kind: 'cancelled' }
  | { kind: 'package-not-available' }
  | { kind: 'failed'; step: PurchasesStep };

export type RestoreOutcome =
  | { kind: 'restored' }
  | { kind: 'none-found' }
  | { kind: 'unavailable' }
  | { kind: 'cancelled' }
  /** A restore was already running; this one did nothing. */
  | { kind: 'busy' }
  | { kind: 'failed'; step: PurchasesStep };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the store's record shows the pro entitlement active. */
export function hasActivePro(info: StoreCustomerInfo): boolean {
  return info.entitlements?.active?.[PRO_ENTITLEMENT]?.isActive === true;
}

/**
 * Makes the store know the buyer as this cook: configures it the first time, then logs in (or out) when
 * the cook has changed. `userId` null leaves the store's anonymous id (a cook without an account on native).
 */
export async function ensureStoreUser(platform: PurchasesPlatform, userId: string | null): Promise<void> {
  const { configured, appUserId } = platform.status();
  if (!configured) await platform.configure(userId);
  else if (userId && userId !== appUserId) await platform.logIn(userId);
  else if (!userId && appUserId) await platform.logOut();
}

const notYetPro = () =>
  new Error(
    `Pro was still not active after ${NATIVE_SUBSCRIPTION_WAIT.polls} checks ${NATIVE_SUBSCRIPTION_WAIT.intervalMs} ms apart.`,
  );

/**
 * Buying and restoring Pro from a store (spec §7, §8, §9). Outcomes are values; each failure shows the
 * spec's toast and is kept as the last purchases error. Cancelling is silent.
 */
export function createPurchaseFlow(deps: PurchaseFlowDeps) {
  const { platform, notify, recordError, restoreState } = deps;
  const sleep = deps.sleep ?? wait;
  const now = deps.now ?? Date.now;

  /** Spec §9: up to 20 checks, 500 ms apart; the first right away. A failed check counts as "not yet". */
  async function waitForPro(check: () => Promise<boolean>): Promise<boolean> {
    const { polls, intervalMs } = NATIVE_SUBSCRIPTION_WAIT;
    for (let poll = 1; poll <= polls; poll += 1) {
      try {
        if (await check()) return true;
      } catch (error) {
        recordError('entitlement-check', error);
      }
      if (poll < polls) await sleep(intervalMs);
    }
    return false;
  }

  /**
   * Buys a package: the store's purchase, validate-iap-purchase (for a cook with a session), then the
   * wait for Pro: the server's get-entitlements, or the store's own record for a cook without one.
   */
  async function buy(identifier: string, userId: string | null): Promise<BuyOutcome> {
    const source = platform.status().store;
    if (!source) {
      notify(PURCHASE_TOASTS.packageNotAvailable);
      return { kind: 'package-not-available' };
    }
    let step: PurchasesStep = 'configure';
    try {
      await ensureStoreUser(platform, userId);
      step = 'purchase';
      const { customerInfo } = await platform.purchase(identifier);
      if (userId) {
        step = 'validate';
        await deps.validatePurchase({ userId, customerInfo, source });
      }
      step = 'entitlement-check';
      const active = await waitForPro(
        userId
          ? async () => (await deps.fetchEntitlements()).entitlements.pro.isActive
          : async () => hasActivePro(await platform.getCustomerInfo()),
      );
      if (!active) throw notYetPro();
      return { kind: 'purchased' };
    } catch (error) {
      const kind = error instanceof StoreError ? error.kind : null;
      if (kind === 'cancelled') return { kind: 'cancelled' };
      recordError(step, error);
      if (kind === 'package-not-available') {
        notify(PURCHASE_TOASTS.packageNotAvailable);
        return { kind: 'package-not-available' };
      }
      notify(purchaseFailedToast(kind));
      return { kind: 'failed', step };
    }
  }

  /** Restores the store's purchases and has the server look them up again (restore-iap-purchase). */
  async function restore(userId: string | null): Promise<RestoreOutcome> {
    if (!platform.status().store) {
      notify(PURCHASE_TOASTS.restoreUnavailable);
      return { kind: 'unavailable' };
    }
    if (restoreState.get().isRestoring) return { kind: 'busy' };
    restoreState.start(now());
    let step: PurchasesStep = 'configure';
    try {
      await ensureStoreUser(platform, userId);
      step = 'restore';
      const customerInfo = await platform.restore();
      if (!hasActivePro(customerInfo)) {
        notify(PURCHASE_TOASTS.noPurchasesFound);
        return { kind: 'none-found' };
      }
      if (userId) {
        step = 'server-restore';
        await deps.restorePurchase({ userId, customerInfo });
      }
      notify(PURCHASE_TOASTS.purchasesRestored);
      return { kind: 'restored' };
    } catch (error) {
      const kind = error instanceof StoreError ? error.kind : null;
      if (kind === 'cancelled') return { kind: 'cancelled' };
      recordError(step, error);
      notify(restoreFailedToast(kind));
      return { kind: 'failed', step };
    } finally {
      restoreState.finish();
    }
  }

  /** The current offering's packages, the store set up for this cook first; none on the web. */
  async function packages(userId: string | null): Promise<StorePackage[]> {
    if (!platform.status().store) return [];
    let step: PurchasesStep = 'configure';
    try {
      await ensureStoreUser(platform, userId);
      step = 'offerings';
      return await platform.getPackages();
    } catch (error) {
      recordError(step, error);
      throw error;
    }
  }

  return { buy, restore, packages };
}

export type PurchaseFlow = ReturnType<typeof createPurchaseFlow>;
