import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { proAnswer, purchaseSetup } from './flow-fixtures.ts';
import { createPurchaseFlow } from './purchase-flow.ts';
import { webPurchases } from './purchases-platform.ts';
import { customerInfo, fakePlugin, pluginError } from './revenuecat-fixtures.ts';

const VALIDATE = 'POST /api/functions/validate-iap-purchase';
const ENTITLEMENTS = 'POST /api/functions/get-entitlements';
const PURCHASE_FAILED = {
  title: 'Purchase Failed',
  description:
    'Unable to complete the purchase. Please try again or contact support if the problem persists.',
  tone: 'error',
};

/** The server: validate-iap-purchase answers `validateStatus`; get-entitlements says Pro from poll `activeFrom`. */
function server({ activeFrom = 1 as number | null, validateStatus = 200 } = {}) {
  let polls = 0;
  const calls = fakeApi({
    [VALIDATE]: {
      status: validateStatus,
      body: validateStatus === 200 ? {} : { error: { code: 'refused', message: 'Not this time.' } },
    },
    [ENTITLEMENTS]: () => {
      polls += 1;
      return { body: proAnswer(activeFrom !== null && polls >= activeFrom) };
    },
  });
  const validations = () => calls.filter((call) => `${call.method} ${call.path}` === VALIDATE);
  return { calls, validations, polls: () => polls };
}

const rejecting = (error: unknown) => vi.fn(async () => Promise.reject(error));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('buying a package', () => {
  it('buys, has the server validate, then waits for Pro: here it comes on the third check', async () => {
    const api = server({ activeFrom: 3 });
    const { flow, plugin, toasts, sleeps, recordError } = purchaseSetup();
    expect(await flow.buy('$rc_monthly', 'cook-1')).toEqual({ kind: 'purchased' });
    expect(plugin.configure).toHaveBeenCalledWith({ apiKey: 'appl_public_key', appUserID: 'cook-1' });
    expect(api.validations().map((call) => call.body)).toEqual([
      {
        userId: 'cook-1',
        customerInfo: JSON.parse(JSON.stringify(customerInfo(['pro']))),
        source: 'app_store',
      },
    ]);
    expect(api.polls()).toBe(3);
    expect(sleeps).toEqual([500, 500]);
    expect(toasts).toEqual([]);
    expect(recordError).not.toHaveBeenCalled();
  });

  it('gives up after exactly 20 checks, 500 ms apart, with Purchase Failed', async () => {
    const api = server({ activeFrom: null });
    const { flow, toasts, sleeps, recordError } = purchaseSetup();
    expect(await flow.buy('$rc_monthly', 'cook-1')).toEqual({ kind: 'failed', step: 'entitlement-check' });
    expect(api.polls()).toBe(20);
    expect(sleeps).toEqual(Array(19).fill(500));
    expect(toasts).toEqual([PURCHASE_FAILED]);
    expect(recordError).toHaveBeenCalledWith('entitlement-check', expect.any(Error));
  });

  it('waits on the clock: the 20th and last check comes 9.5 s after the first', async () => {
    vi.useFakeTimers();
    const { purchases, restoreState } = purchaseSetup();
    const fetchEntitlements = vi.fn(async () => proAnswer(false));
    const flow = createPurchaseFlow({
      platform: purchases,
      validatePurchase: async () => undefined,
      restorePurchase: async () => undefined,
      fetchEntitlements,
      notify: () => undefined,
      restoreState,
      recordError: () => undefined,
    });
    const bought = flow.buy('$rc_monthly', 'cook-1');
    await vi.advanceTimersByTimeAsync(9_499);
    expect(fetchEntitlements).toHaveBeenCalledTimes(19);
    await vi.advanceTimersByTimeAsync(1);
    expect(await bought).toEqual({ kind: 'failed', step: 'entitlement-check' });
    expect(fetchEntitlements).toHaveBeenCalledTimes(20);
  });

  it('counts a failed check as "not yet" and keeps checking', async () => {
    let polls = 0;
    fakeApi({
      [VALIDATE]: { body: {} },
      [ENTITLEMENTS]: () => {
        polls += 1;
        return polls === 1 ? { offline: true } : { body: proAnswer(true) };
      },
    });
    const { flow, toasts, recordError } = purchaseSetup();
    expect(await flow.buy('$rc_annual', 'cook-1')).toEqual({ kind: 'purchased' });
    expect(polls).toBe(2);
    expect(toasts).toEqual([]);
    expect(recordError).toHaveBeenCalledWith(
      'entitlement-check',
      expect.objectContaining({ name: 'NetworkError' }),
    );
  });

  it.each([403, 503])(
    'shows Purchase Failed when the server refuses the validation (%i), without waiting',
    async (status) => {
      const api = server({ validateStatus: status });
      const { flow, toasts, recordError } = purchaseSetup();
      expect(await flow.buy('$rc_monthly', 'cook-1')).toEqual({ kind: 'failed', step: 'validate' });
      expect(api.validations()).toHaveLength(1);
      expect(api.polls()).toBe(0);
      expect(toasts).toEqual([PURCHASE_FAILED]);
      expect(recordError).toHaveBeenCalledWith('validate', expect.objectContaining({ status }));
    },
  );

  it('is silent when the cook cancels: no toast, no validation, nothing recorded', async () => {
    const api = server();
    const plugin = fakePlugin({
      purchasePackage: rejecting(pluginError('1', 'Purchase was cancelled.', 'PurchaseCancelledError')),
    });
    const { flow, toasts, recordError } = purchaseSetup({ plugin });
    expect(await flow.buy('$rc_monthly', 'cook-1')).toEqual({ kind: 'cancelled' });
    expect(toasts).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(recordError).not.toHaveBeenCalled();
  });

  it.each([
    [
      '3',
      'PurchaseNotAllowedError',
      "Purchases aren't allowed on this device. Check Screen Time or parental controls, and that you're signed in to the store.",
    ],
    [
      '4',
      'PurchaseInvalidError',
      "The store didn't accept this purchase. Check the payment method in your store account, then try again.",
    ],
    [
      '5',
      'ProductNotAvailableForPurchaseError',
      "This plan isn't available in your store's country or region right now. Please try again later.",
    ],
    ['10', 'NetworkError', "Couldn't reach the store. Check your internet connection and try again."],
    [
      '23',
      'ConfigurationError',
      "In-app purchases aren't set up correctly in this version of Larder. Please contact support.",
    ],
    ['2', 'StoreProblemError', PURCHASE_FAILED.description],
  ])('shows Purchase Failed for store error %s (%s) with its hint', async (code, readable, description) => {
    const api = server();
    const plugin = fakePlugin({ purchasePackage: rejecting(pluginError(code, `${readable}.`, readable)) });
    const { flow, toasts, recordError } = purchaseSetup({ plugin });
    expect(await flow.buy('$rc_monthly', 'cook-1')).toEqual({ kind: 'failed', step: 'purchase' });
    expect(toasts).toEqual([{ title: 'Purchase Failed', description, tone: 'error' }]);
    expect(api.calls).toEqual([]);
    expect(recordError).toHaveBeenCalledWith('purchase', expect.objectContaining({ code }));
  });

  it('shows Package Not Available for a package the offering does not have', async () => {
    const api = server();
    const { flow, plugin, toasts } = purchaseSetup();
    expect(await flow.buy('$rc_lifetime', 'cook-1')).toEqual({ kind: 'package-not-available' });
    expect(plugin.purchasePackage).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    expect(toasts).toEqual([
      {
        title: 'Package Not Available',
        description: 'This plan is not on sale in the store right now. Please try again later.',
        tone: 'error',
      },
    ]);
  });

  it('shows Package Not Available on the web, where nothing is sold through a store', async () => {
    const { flow, toasts } = purchaseSetup({ platform: webPurchases });
    expect(await flow.buy('$rc_monthly', 'cook-1')).toEqual({ kind: 'package-not-available' });
    expect(toasts.map((toast) => toast.title)).toEqual(['Package Not Available']);
  });

  it('shows the configuration hint when the build has no RevenueCat key', async () => {
    const { flow, plugin, toasts } = purchaseSetup({ apiKey: '' });
    expect(await flow.buy('$rc_monthly', 'cook-1')).toEqual({ kind: 'failed', step: 'configure' });
    expect(plugin.configure).not.toHaveBeenCalled();
    expect(toasts[0]?.description).toBe(
      "In-app purchases aren't set up correctly in this version of Larder. Please contact support.",
    );
  });

  it('lets a cook without an account buy: no validation, the store record says when Pro is on', async () => {
    const api = server();
    const plugin = fakePlugin({
      getCustomerInfo: vi
        .fn()
        .mockResolvedValueOnce({ customerInfo: customerInfo([], '$RCAnonymousID:1') })
        .mockResolvedValue({ customerInfo: customerInfo(['pro'], '$RCAnonymousID:1') }),
    });
    const { flow, sleeps, toasts } = purchaseSetup({ plugin });
    expect(await flow.buy('$rc_monthly', null)).toEqual({ kind: 'purchased' });
    expect(plugin.configure).toHaveBeenCalledWith({ apiKey: 'appl_public_key', appUserID: null });
    expect(api.calls).toEqual([]);
    expect(plugin.getCustomerInfo).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([500]);
    expect(toasts).toEqual([]);
  });

  it('logs the store in as the cook who is buying now', async () => {
    server();
    const { flow, plugin } = purchaseSetup();
    await flow.buy('$rc_monthly', 'cook-1');
    await flow.buy('$rc_monthly', 'cook-2');
    expect(plugin.configure).toHaveBeenCalledTimes(1);
    expect(plugin.logIn).toHaveBeenCalledWith({ appUserID: 'cook-2' });
  });
});
