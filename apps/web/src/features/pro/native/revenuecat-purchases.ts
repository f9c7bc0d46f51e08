import type { PurchasesPackage, PurchasesPlugin } from '@revenuecat/purchases-capacitor';
import { storePackage } from './packages.ts';
import type { PurchasesPlatform, StoreSource } from './purchases-platform.ts';
import { StoreError, toStoreError } from './store-errors.ts';

/** The calls of the RevenueCat Capacitor plugin that Larder makes. */
export type RevenueCatPlugin = Pick<
  PurchasesPlugin,
  | 'configure'
  | 'getOfferings'
  | 'purchasePackage'
  | 'restorePurchases'
  | 'getCustomerInfo'
  | 'logIn'
  | 'logOut'
>;

export interface NativePurchasesDeps {
  store: () => StoreSource;
  /** The store's public RevenueCat key from the build; without one the adapter is "not configured". */
  apiKey: () => string | undefined;
  loadPlugin: () => Promise<RevenueCatPlugin>;
}

/** The RevenueCat adapter behind PurchasesPlatform; every rejection becomes a StoreError. */
export function createNativePurchases({ store, apiKey, loadPlugin }: NativePurchasesDeps): PurchasesPlatform {
  let plugin: Promise<RevenueCatPlugin> | null = null;
  let configuring: Promise<void> | null = null;
  let configured = false;
  let appUserId: string | null = null;

  const load = () => {
    plugin ??= loadPlugin().catch((error: unknown) => {
      plugin = null;
      throw error;
    });
    return plugin;
  };

  async function call<T>(run: (purchases: RevenueCatPlugin) => Promise<T>): Promise<T> {
    if (!configured) {
      throw new StoreError('not-initialised', null, 'Purchases must be configured before calling this.');
    }
    try {
      return await run(await load());
    } catch (error) {
      throw toStoreError(error);
    }
  }

  /** The current offering's packages as the plugin gives them (purchasePackage wants the whole object). */
  const offered = (): Promise<PurchasesPackage[]> =>
    call(async (purchases) => (await purchases.getOfferings()).current?.availablePackages ?? []);

  async function configure(userId: string | null): Promise<void> {
    const key = apiKey();
    if (!key) throw new StoreError('configuration', null, 'This build has no RevenueCat API key.');
    configuring ??= (async () => {
      try {
        await (await load()).configure({ apiKey: key, appUserID: userId });
        configured = true;
        appUserId = userId;
      } catch (error) {
        configuring = null;
        throw toStoreError(error);
      }
    })();
    return configuring;
  }

  return {
    status: () => ({ store: store(), hasApiKey: Boolean(apiKey()), configured, appUserId }),
    configure,
    getPackages: async () => (await offered()).map(storePackage),
    async purchase(identifier) {
      const aPackage = (await offered()).find((candidate) => candidate.identifier === identifier);
      if (!aPackage)
        throw new StoreError('package-not-available', null, `No package "${identifier}" on sale.`);
      const { productIdentifier, customerInfo } = await call((purchases) =>
        purchases.purchasePackage({ aPackage }),
      );
      return { productIdentifier, customerInfo };
    },
    restore: () => call(async (purchases) => (await purchases.restorePurchases()).customerInfo),
    getCustomerInfo: () => call(async (purchases) => (await purchases.getCustomerInfo()).customerInfo),
    logIn: (userId) =>
      call(async (purchases) => {
        const { customerInfo } = await purchases.logIn({ appUserID: userId });
        appUserId = userId;
        return customerInfo;
      }),
    logOut: () =>
      call(async (purchases) => {
        const { customerInfo } = await purchases.logOut();
        appUserId = null;
        return customerInfo;
      }),
  };
}
