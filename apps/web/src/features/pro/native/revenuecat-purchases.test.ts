import { describe, expect, it, vi } from 'vitest';
import { webPurchases } from './purchases-platform.ts';
import { customerInfo, fakePlugin, pluginError } from './revenuecat-fixtures.ts';
import { createNativePurchases, type RevenueCatPlugin } from './revenuecat-purchases.ts';
import { StoreError } from './store-errors.ts';

function adapter(plugin: RevenueCatPlugin, { apiKey }: { apiKey?: string } = { apiKey: 'appl_public_key' }) {
  const loadPlugin = vi.fn(async () => plugin);
  return {
    purchases: createNativePurchases({ store: () => 'app_store', apiKey: () => apiKey, loadPlugin }),
    loadPlugin,
  };
}

describe('the RevenueCat adapter', () => {
  it('configures once with the build key and the cook, loading the plugin only then', async () => {
    const plugin = fakePlugin();
    const { purchases, loadPlugin } = adapter(plugin);
    expect(loadPlugin).not.toHaveBeenCalled();
    expect(purchases.status()).toEqual({
      store: 'app_store',
      hasApiKey: true,
      configured: false,
      appUserId: null,
    });
    await Promise.all([purchases.configure('cook-1'), purchases.configure('cook-1')]);
    expect(plugin.configure).toHaveBeenCalledTimes(1);
    expect(plugin.configure).toHaveBeenCalledWith({ apiKey: 'appl_public_key', appUserID: 'cook-1' });
    expect(loadPlugin).toHaveBeenCalledTimes(1);
    expect(purchases.status()).toMatchObject({ configured: true, appUserId: 'cook-1' });
  });

  it('is "not configured" without a key in the build, and never loads the plugin', async () => {
    const plugin = fakePlugin();
    const { purchases, loadPlugin } = adapter(plugin, {});
    expect(purchases.status().hasApiKey).toBe(false);
    await expect(purchases.configure('cook-1')).rejects.toMatchObject({ kind: 'configuration' });
    expect(loadPlugin).not.toHaveBeenCalled();
  });

  it('refuses calls before configure as not initialised', async () => {
    const { purchases, loadPlugin } = adapter(fakePlugin());
    await expect(purchases.getPackages()).rejects.toMatchObject({ kind: 'not-initialised' });
    await expect(purchases.restore()).rejects.toMatchObject({ kind: 'not-initialised' });
    expect(loadPlugin).not.toHaveBeenCalled();
  });

  it('answers the current offering as spec packages', async () => {
    const { purchases } = adapter(fakePlugin());
    await purchases.configure(null);
    expect(await purchases.getPackages()).toEqual([
      {
        identifier: '$rc_monthly',
        title: 'Larder Pro',
        description: 'Unlimited recipes and plans',
        priceString: '€9.99',
        period: 'month',
      },
      {
        identifier: '$rc_annual',
        title: 'Larder Pro',
        description: 'Unlimited recipes and plans',
        priceString: '€89.99',
        period: 'year',
      },
    ]);
  });

  it('buys the plugin package of that identifier, and answers the customer', async () => {
    const plugin = fakePlugin();
    const { purchases } = adapter(plugin);
    await purchases.configure('cook-1');
    const bought = await purchases.purchase('$rc_annual');
    expect(plugin.purchasePackage).toHaveBeenCalledWith({
      aPackage: expect.objectContaining({ identifier: '$rc_annual', offeringIdentifier: 'default' }),
    });
    expect(bought.productIdentifier).toBe('larder_pro_yearly');
    expect(bought.customerInfo.entitlements.active.pro?.isActive).toBe(true);
  });

  it('says when the identifier is not in the current offering, without buying', async () => {
    const plugin = fakePlugin();
    const { purchases } = adapter(plugin);
    await purchases.configure('cook-1');
    await expect(purchases.purchase('lifetime')).rejects.toMatchObject({ kind: 'package-not-available' });
    expect(plugin.purchasePackage).not.toHaveBeenCalled();
  });

  it.each([
    ['1', 'cancelled', 'PurchaseCancelledError'],
    ['3', 'not-allowed', 'PurchaseNotAllowedError'],
    ['4', 'invalid', 'PurchaseInvalidError'],
    ['5', 'product-unavailable', 'ProductNotAvailableForPurchaseError'],
    ['10', 'network', 'NetworkError'],
    ['23', 'configuration', 'ConfigurationError'],
    ['2', 'store', 'StoreProblemError'],
  ])('turns the plugin error code %s into %s', async (code, kind, readable) => {
    const plugin = fakePlugin({
      purchasePackage: vi.fn(async () => Promise.reject(pluginError(code, `${readable} happened`, readable))),
    });
    const { purchases } = adapter(plugin);
    await purchases.configure('cook-1');
    const failure = await purchases.purchase('$rc_monthly').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreError);
    expect(failure).toMatchObject({ kind, code, message: `${readable} happened` });
  });

  it('takes userCancelled as cancelled whatever the code (the SDK error shape)', async () => {
    const cancelled = { code: '0', message: 'Cancelled', userCancelled: true, readableErrorCode: 'x' };
    const { purchases } = adapter(
      fakePlugin({ purchasePackage: vi.fn(async () => Promise.reject(cancelled)) }),
    );
    await purchases.configure('cook-1');
    await expect(purchases.purchase('$rc_monthly')).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('reads restore and customer info from { customerInfo }', async () => {
    const plugin = fakePlugin({
      restorePurchases: vi.fn(async () => ({ customerInfo: customerInfo(['pro']) })),
      getCustomerInfo: vi.fn(async () => ({ customerInfo: customerInfo([], 'cook-9') })),
    });
    const { purchases } = adapter(plugin);
    await purchases.configure('cook-1');
    expect(Object.keys((await purchases.restore()).entitlements.active)).toEqual(['pro']);
    expect((await purchases.getCustomerInfo()).originalAppUserId).toBe('cook-9');
  });

  it('logs in and out, keeping who the store knows', async () => {
    const plugin = fakePlugin();
    const { purchases } = adapter(plugin);
    await purchases.configure(null);
    await purchases.logIn('cook-2');
    expect(plugin.logIn).toHaveBeenCalledWith({ appUserID: 'cook-2' });
    expect(purchases.status().appUserId).toBe('cook-2');
    await purchases.logOut();
    expect(purchases.status().appUserId).toBeNull();
  });

  it('can configure again after a failed configure', async () => {
    const plugin = fakePlugin({
      configure: vi
        .fn<RevenueCatPlugin['configure']>()
        .mockRejectedValueOnce(pluginError('10', 'offline', 'NetworkError'))
        .mockResolvedValue(undefined),
    });
    const { purchases } = adapter(plugin);
    await expect(purchases.configure('cook-1')).rejects.toMatchObject({ kind: 'network' });
    expect(purchases.status().configured).toBe(false);
    await purchases.configure('cook-1');
    expect(purchases.status().configured).toBe(true);
  });
});

describe('the web', () => {
  it('has no store: no packages, and every store call refused', async () => {
    expect(webPurchases.status()).toEqual({
      store: null,
      hasApiKey: false,
      configured: false,
      appUserId: null,
    });
    expect(await webPurchases.getPackages()).toEqual([]);
    await expect(webPurchases.restore()).rejects.toMatchObject({ kind: 'no-store' });
    await expect(webPurchases.purchase('$rc_monthly')).rejects.toMatchObject({ kind: 'no-store' });
  });
});
