import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formToasts } from '../../../components/ui/toast-store.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { getSessionState } from '../../../lib/session.ts';
import { COOK, fakeApi } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { leaveNativeApp, simulateNativeApp } from '../../../test/native-app.ts';
import { useNativePurchases } from './use-native-purchases.ts';

/** The RevenueCat plugin as the native app loads it (only the fields the adapter reads). */
const plugin = vi.hoisted(() => {
  const customer = (active: string[]) => ({
    originalAppUserId: 'cook-1',
    entitlements: {
      all: {},
      active: Object.fromEntries(active.map((id) => [id, { identifier: id, isActive: true }])),
    },
  });
  const aPackage = (identifier: string) => ({
    identifier,
    presentedOfferingContext: { offeringIdentifier: 'default' },
    product: {
      identifier: `larder_${identifier}`,
      title: 'Larder Pro',
      description: '',
      priceString: '€9.99',
    },
  });
  return {
    configure: vi.fn(async () => undefined),
    getOfferings: vi.fn(async () => ({
      current: { availablePackages: [aPackage('$rc_monthly'), aPackage('$rc_annual')] },
    })),
    purchasePackage: vi.fn(async () => ({
      productIdentifier: 'larder_$rc_monthly',
      customerInfo: customer(['pro']),
    })),
    restorePurchases: vi.fn(async () => ({ customerInfo: customer(['pro']) })),
    getCustomerInfo: vi.fn(async () => ({ customerInfo: customer(['pro']) })),
    logIn: vi.fn(async () => ({ customerInfo: customer([]), created: false })),
    logOut: vi.fn(async () => ({ customerInfo: customer([]) })),
  };
});
vi.mock('@revenuecat/purchases-capacitor', () => ({ Purchases: plugin }));

freshSessionEachTest();

afterEach(() => {
  leaveNativeApp();
  vi.unstubAllEnvs();
});

const PRO = {
  entitlements: {
    pro: {
      isActive: true,
      status: 'active',
      expiresAt: '2026-12-29T12:00:00.000Z',
      willRenew: true,
      store: 'app_store',
      plan: 'monthly',
      manageable: false,
    },
  },
};

function renderPurchases() {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useNativePurchases(), { wrapper }), invalidate };
}

describe('useNativePurchases', () => {
  it('on the web: no store, no packages asked for, restore unavailable and nothing refetched', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: { user: COOK } } });
    const { result, invalidate } = renderPurchases();
    expect(result.current.store).toBeNull();
    expect(result.current.packages.fetchStatus).toBe('idle');
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.restore();
    });
    expect(outcome).toEqual({ kind: 'unavailable' });
    expect(formToasts.getSnapshot()[0]).toMatchObject({ title: 'Restore Unavailable', tone: 'info' });
    expect(invalidate).not.toHaveBeenCalled();
    expect(plugin.configure).not.toHaveBeenCalled();
  });

  it('in the native app: lists the packages, buys one for the cook and refetches their entitlements', async () => {
    simulateNativeApp('ios');
    vi.stubEnv('VITE_REVENUECAT_IOS_KEY', 'appl_public_key');
    const calls = fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'POST /api/functions/validate-iap-purchase': { body: {} },
      'POST /api/functions/get-entitlements': { body: PRO },
      'POST /api/functions/restore-iap-purchase': { body: {} },
    });
    const { result, invalidate } = renderPurchases();
    expect(result.current.store).toBe('app_store');
    await waitFor(() => expect(getSessionState().status).toBe('signed-in'));
    await waitFor(() =>
      expect(result.current.packages.data?.map((p) => [p.identifier, p.period])).toEqual([
        ['$rc_monthly', 'month'],
        ['$rc_annual', 'year'],
      ]),
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.buy('$rc_monthly');
    });
    expect(outcome).toEqual({ kind: 'purchased' });
    expect(calls.find((call) => call.path === '/api/functions/validate-iap-purchase')?.body).toMatchObject({
      userId: 'cook-1',
      source: 'app_store',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['entitlements', 'cook-1'] });
    expect(result.current.buying).toBeNull();

    invalidate.mockClear();
    await act(async () => {
      outcome = await result.current.restore();
    });
    expect(outcome).toEqual({ kind: 'restored' });
    expect(formToasts.getSnapshot()[0]).toMatchObject({ title: 'Purchases Restored' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['entitlements', 'cook-1'] });
    expect(result.current.restoreState).toMatchObject({ isRestoring: false, restoreAttempts: 1 });
  });
});
