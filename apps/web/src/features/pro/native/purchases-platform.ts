import type { CustomerInfo } from '@revenuecat/purchases-capacitor';
import { isNativeApp, isNativeIos } from '../../../lib/platform.ts';
import { notThenable } from '../../../platform/plugin.ts';
import type { StorePackage } from './packages.ts';
import { createNativePurchases } from './revenuecat-purchases.ts';
import { StoreError } from './store-errors.ts';
import { revenueCatKey } from './store-keys.ts';

/** Where a store purchase was made, as the server's functions name it. */
export type StoreSource = 'app_store' | 'play';

/** The store's record of a customer (RevenueCat's CustomerInfo), sent to the server as it is. */
export type StoreCustomerInfo = CustomerInfo;

export interface StorePurchase {
  productIdentifier: string;
  customerInfo: StoreCustomerInfo;
}

export interface PurchasesStatus {
  /** The store of this device; null on the web. */
  store: StoreSource | null;
  /** Whether this build carries the store's RevenueCat key. */
  hasApiKey: boolean;
  /** Whether `configure` has finished. */
  configured: boolean;
  /** Who the store knows the buyer as; null for the store's anonymous id. */
  appUserId: string | null;
}

/**
 * Store purchases as features use them: the RevenueCat plugin on native, nothing on the web. Features
 * never call the plugin; every failure is a StoreError.
 */
export interface PurchasesPlatform {
  status(): PurchasesStatus;
  /** Sets the store up once, for this cook (null: the store's anonymous id). */
  configure(appUserId: string | null): Promise<void>;
  /** The current offering's packages (`getOfferings`). */
  getPackages(): Promise<StorePackage[]>;
  /** Buys a package of the current offering; a StoreError('package-not-available') when it is not there. */
  purchase(identifier: string): Promise<StorePurchase>;
  restore(): Promise<StoreCustomerInfo>;
  getCustomerInfo(): Promise<StoreCustomerInfo>;
  logIn(appUserId: string): Promise<StoreCustomerInfo>;
  logOut(): Promise<StoreCustomerInfo>;
}

const noStore = () => Promise.reject(new StoreError('no-store', null, 'There is no store on the web.'));

/** The web: Pro is sold with Stripe (features/pro/use-buy-pro.ts), so no store and no packages. */
export const webPurchases: PurchasesPlatform = {
  status: () => ({ store: null, hasApiKey: false, configured: false, appUserId: null }),
  configure: noStore,
  getPackages: () => Promise.resolve([]),
  purchase: noStore,
  restore: noStore,
  getCustomerInfo: noStore,
  logIn: noStore,
  logOut: noStore,
};

const nativeStore = (): StoreSource => (isNativeIos() ? 'app_store' : 'play');

/** The RevenueCat plugin, loaded on first use: the web bundle never downloads it. */
export const nativePurchases: PurchasesPlatform = createNativePurchases({
  store: nativeStore,
  apiKey: () => revenueCatKey(nativeStore()),
  loadPlugin: () => import('@revenuecat/purchases-capacitor').then(({ Purchases }) => notThenable(Purchases)),
});

/** The adapter for where Larder is running. */
export function purchasesPlatform(): PurchasesPlatform {
  return isNativeApp() ? nativePurchases : webPurchases;
}
