import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { NOW, purchaseSetup } from './flow-fixtures.ts';
import { webPurchases } from './purchases-platform.ts';
import { customerInfo, fakePlugin, pluginError } from './revenuecat-fixtures.ts';
import type { RevenueCatPlugin } from './revenuecat-purchases.ts';

const RESTORE = 'POST /api/functions/restore-iap-purchase';
const RESTORE_FAILED = {
  title: 'Restore Failed',
  description:
    'Unable to restore your purchases. Please try again or contact support if the problem persists.',
  tone: 'error',
};

const withPro = () =>
  fakePlugin({ restorePurchases: vi.fn(async () => ({ customerInfo: customerInfo(['pro']) })) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('restoring purchases', () => {
  it('is unavailable on the web, and leaves the restore state alone', async () => {
    const calls = fakeApi({});
    const { flow, toasts, restoreState } = purchaseSetup({ platform: webPurchases });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'unavailable' });
    expect(toasts).toEqual([
      {
        title: 'Restore Unavailable',
        description:
          'Store purchases are restored in the Larder app for iPhone and Android. On the web, Pro comes with the account you sign in with.',
        tone: 'info',
      },
    ]);
    expect(restoreState.get()).toEqual({
      isRestoring: false,
      lastRestoreTimestamp: null,
      restoreAttempts: 0,
    });
    expect(calls).toEqual([]);
  });

  it('finds no purchases when the store has no active pro entitlement', async () => {
    const calls = fakeApi({});
    const { flow, plugin, toasts, restoreState } = purchaseSetup();
    expect(await flow.restore('cook-1')).toEqual({ kind: 'none-found' });
    expect(plugin.restorePurchases).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([
      {
        title: 'No Purchases Found',
        description: 'This store account has no active Larder Pro subscription to restore.',
        tone: 'info',
      },
    ]);
    expect(calls).toEqual([]);
    expect(restoreState.get()).toEqual({ isRestoring: false, lastRestoreTimestamp: NOW, restoreAttempts: 1 });
  });

  it('restores Pro: the server looks the purchases up again, and the cook is told', async () => {
    const calls = fakeApi({ [RESTORE]: { body: {} } });
    const { flow, toasts, restoreState } = purchaseSetup({ plugin: withPro() });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'restored' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/functions/restore-iap-purchase',
        body: { userId: 'cook-1', customerInfo: JSON.parse(JSON.stringify(customerInfo(['pro']))) },
      },
    ]);
    expect(toasts).toEqual([
      { title: 'Purchases Restored', description: 'Larder Pro is active again.', tone: 'success' },
    ]);
    expect(restoreState.get().restoreAttempts).toBe(1);
  });

  it('restores for a cook without an account from the store alone', async () => {
    const calls = fakeApi({});
    const { flow, toasts } = purchaseSetup({ plugin: withPro() });
    expect(await flow.restore(null)).toEqual({ kind: 'restored' });
    expect(calls).toEqual([]);
    expect(toasts.map((toast) => toast.title)).toEqual(['Purchases Restored']);
  });

  it('is "restoring" while the store works, counts each attempt, and runs one at a time', async () => {
    fakeApi({ [RESTORE]: { body: {} } });
    let finish: (value: Awaited<ReturnType<RevenueCatPlugin['restorePurchases']>>) => void = () => undefined;
    const plugin = fakePlugin({
      restorePurchases: vi
        .fn<RevenueCatPlugin['restorePurchases']>()
        .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
        .mockResolvedValue({ customerInfo: customerInfo() }),
    });
    const { flow, restoreState, storage } = purchaseSetup({ plugin });
    const first = flow.restore('cook-1');
    await vi.waitFor(() => expect(plugin.restorePurchases).toHaveBeenCalled());
    expect(restoreState.get()).toEqual({ isRestoring: true, lastRestoreTimestamp: NOW, restoreAttempts: 1 });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'busy' });
    finish({ customerInfo: customerInfo(['pro']) });
    expect(await first).toEqual({ kind: 'restored' });
    expect(plugin.restorePurchases).toHaveBeenCalledTimes(1);
    expect(restoreState.get()).toEqual({ isRestoring: false, lastRestoreTimestamp: NOW, restoreAttempts: 1 });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'none-found' });
    expect(JSON.parse(storage.items.get('restore_purchases_state') ?? '{}')).toMatchObject({
      restoreAttempts: 2,
    });
  });

  it('shows Restore Failed when the store fails, with the hint for its code', async () => {
    const plugin = fakePlugin({
      restorePurchases: vi
        .fn()
        .mockRejectedValueOnce(pluginError('2', 'The App Store had a problem.', 'StoreProblemError'))
        .mockRejectedValueOnce(pluginError('10', 'Offline.', 'NetworkError')),
    });
    const { flow, toasts, recordError, restoreState } = purchaseSetup({ plugin });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'failed', step: 'restore' });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'failed', step: 'restore' });
    expect(toasts).toEqual([
      RESTORE_FAILED,
      {
        title: 'Restore Failed',
        description: "Couldn't reach the store. Check your internet connection and try again.",
        tone: 'error',
      },
    ]);
    expect(recordError).toHaveBeenCalledWith('restore', expect.objectContaining({ code: '2' }));
    expect(restoreState.get()).toEqual({ isRestoring: false, lastRestoreTimestamp: NOW, restoreAttempts: 2 });
  });

  it('shows Restore Failed when the store is not initialised', async () => {
    const plugin = fakePlugin({
      configure: vi.fn(async () =>
        Promise.reject(new Error('Purchases must be configured before calling this function')),
      ),
    });
    const { flow, toasts } = purchaseSetup({ plugin });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'failed', step: 'configure' });
    expect(toasts).toEqual([
      {
        title: 'Restore Failed',
        description: "The store isn't ready yet. Please try again in a moment.",
        tone: 'error',
      },
    ]);
  });

  it('shows Restore Failed with the configuration hint when the build has no key', async () => {
    const { flow, toasts } = purchaseSetup({ apiKey: '' });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'failed', step: 'configure' });
    expect(toasts).toEqual([
      {
        title: 'Restore Failed',
        description:
          "In-app purchases aren't set up correctly in this version of Larder. Please contact support.",
        tone: 'error',
      },
    ]);
  });

  it.each([403, 503])('shows Restore Failed when the server refuses the restore (%i)', async (status) => {
    fakeApi({ [RESTORE]: { status, body: { error: { code: 'refused', message: 'Not now.' } } } });
    const { flow, toasts, recordError } = purchaseSetup({ plugin: withPro() });
    expect(await flow.restore('cook-1')).toEqual({ kind: 'failed', step: 'server-restore' });
    expect(toasts).toEqual([RESTORE_FAILED]);
    expect(recordError).toHaveBeenCalledWith('server-restore', expect.objectContaining({ status }));
  });
});
