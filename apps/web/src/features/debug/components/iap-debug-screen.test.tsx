import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOK, fakeApi } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { leaveNativeApp, simulateNativeApp } from '../../../test/native-app.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { clearPurchasesError } from '../../pro/native/last-purchases-error.ts';
import { restoreState } from '../../pro/native/restore-state.ts';

/** The RevenueCat plugin as the native app would load it, answering in its documented shapes. */
const plugin = vi.hoisted(() => {
  const context = { offeringIdentifier: 'default', placementIdentifier: null, targetingContext: null };
  const aPackage = (identifier: string, priceString: string) => ({
    identifier,
    packageType: 'CUSTOM',
    offeringIdentifier: 'default',
    presentedOfferingContext: context,
    product: { identifier: `larder_${identifier}`, title: 'Larder Pro', description: '', priceString },
  });
  const customer = (active: string[]) => ({
    originalAppUserId: 'cook-1',
    entitlements: {
      all: {},
      verification: 'NOT_REQUESTED',
      active: Object.fromEntries(
        active.map((id) => [id, { identifier: id, isActive: true, expirationDate: '2026-12-01T10:00:00Z' }]),
      ),
    },
  });
  return {
    customer,
    configure: vi.fn(async () => undefined),
    getOfferings: vi.fn(async () => ({
      all: {},
      current: { availablePackages: [aPackage('$rc_monthly', '€9.99'), aPackage('$rc_annual', '')] },
    })),
    purchasePackage: vi.fn(),
    restorePurchases: vi.fn(),
    getCustomerInfo: vi.fn(async () => ({ customerInfo: customer(['pro']) })),
    logIn: vi.fn(async () => ({ customerInfo: customer([]), created: false })),
    logOut: vi.fn(async () => ({ customerInfo: customer([]) })),
  };
});
vi.mock('@revenuecat/purchases-capacitor', () => ({ Purchases: plugin }));

freshSessionEachTest();

function nativeIos() {
  simulateNativeApp('ios');
}

/** The value shown beside a row's name. */
async function row(name: string): Promise<string | null | undefined> {
  return (await screen.findByText(name, { selector: 'dt' })).nextElementSibling?.textContent;
}

beforeEach(() => {
  clearPurchasesError();
  fakeApi({ 'GET /api/auth/get-session': { body: { user: COOK } } });
  for (const call of Object.values(plugin)) if (vi.isMockFunction(call)) call.mockClear();
});

afterEach(() => {
  leaveNativeApp();
  vi.unstubAllEnvs();
});

describe('/iap-debug', () => {
  it('on the web: no store, restores and the last error, beside the server rows', async () => {
    renderAt('/iap-debug', { debugScreens: true });
    expect(await row('Platform')).toBe('Web');
    expect(await row('Store')).toBe('None (web payments only)');
    expect(await row('Store purchases (native)')).toBe('Not on web');
    expect(await row('Restore in progress')).toBe('No');
    expect(await row('Last purchases error')).toBe('None');
    expect(await row('Fallback display price')).toBe('9.99');
    expect(screen.queryByText('Active entitlements')).toBeNull();
    expect(plugin.configure).not.toHaveBeenCalled();
  });

  it('in the native app without a RevenueCat key: not configured, and the plugin left alone', async () => {
    nativeIos();
    vi.stubEnv('VITE_REVENUECAT_IOS_KEY', '');
    renderAt('/iap-debug', { debugScreens: true });
    expect(await row('Platform')).toBe('Native app (iOS)');
    expect(await row('Store')).toBe('App Store (iOS)');
    expect(await row('Store purchases (native)')).toBe('Not configured: no RevenueCat key in this build');
    expect(screen.queryByText('Packages')).toBeNull();
    expect(plugin.configure).not.toHaveBeenCalled();
  });

  it('in the native app: the offering, the active entitlements and the restore state, from the store', async () => {
    nativeIos();
    vi.stubEnv('VITE_REVENUECAT_IOS_KEY', 'appl_public_key');
    restoreState.start(Date.parse('2026-11-29T12:00:00Z'));
    restoreState.finish();
    const attempts = restoreState.get().restoreAttempts;
    renderAt('/iap-debug', { debugScreens: true });
    expect(await row('Package $rc_monthly')).toBe('Monthly · €9.99');
    expect(await row('Package $rc_annual')).toBe('Yearly · 9.99');
    expect(await row('Active entitlements')).toBe('pro (until 2026-12-01T10:00:00Z)');
    expect(plugin.configure).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'appl_public_key' }));
    await waitFor(async () => expect(await row('Store user')).toBe('cook-1'));
    expect(await row('Store purchases (native)')).toBe('Configured');
    expect(await row('Restore attempts')).toBe(String(attempts));
    expect(await row('Last restore')).toBe('2026-11-29T12:00:00.000Z');
    expect(await row('Last purchases error')).toBe('None');
  });

  it('in the native app: says when the store cannot be read, and shows the error', async () => {
    nativeIos();
    vi.stubEnv('VITE_REVENUECAT_IOS_KEY', 'appl_public_key');
    plugin.getOfferings.mockRejectedValueOnce(
      Object.assign(new Error('There is an issue with your configuration.'), { code: '23' }),
    );
    renderAt('/iap-debug', { debugScreens: true });
    await waitFor(async () => expect(await row('Packages')).toBe('Could not be read (see last error)'));
    expect(await row('Last purchases error')).toMatch(
      /^offerings: configuration \(code 23\), There is an issue with your configuration\. at \d{4}-/,
    );
  });
});
