import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

// Each expectation is the literal value written in the product specification, §9.
describe('spec §9 constants', () => {
  it('auth limits', () => {
    expect(constants.PASSWORD_MIN_LENGTH).toBe(6);
    expect(constants.RESET_COOLDOWN_MS / 1000).toBe(90);
    expect(constants.APPLE_SIGN_IN_TIMEOUT_MS / 1000).toBe(15);
    expect(constants.AUTH_GATE_TIMEOUT_MS / 1000).toBe(2.5);
    expect(constants.ANONYMOUS_GATE_WAIT_MS / 1000).toBe(1.2);
    expect(constants.AUTH_STORAGE_KEY).toBe('auth');
  });

  it('query cache: stale 5 min, kept 15 min, retry 1, no refetch on focus, mount or reconnect', () => {
    expect(constants.QUERY_CACHE).toEqual({
      staleTimeMs: 300_000,
      gcTimeMs: 900_000,
      retry: 1,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
  });

  it('attachments, banners, toasts and tooltips', () => {
    expect(constants.ATTACHMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(constants.COOKIE_BANNER_DELAY_MS).toBe(1000);
    expect(constants.TOAST).toEqual({ durationMs: 3000, limit: 1, removeDelayMs: 3000 });
    expect(constants.TOASTER).toEqual({ visible: 3, durationMs: 4000 });
    expect(constants.TOOLTIP).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
    expect(constants.SPLASH_FADE_OUT_MS).toBe(300);
    expect(constants.NATIVE_ALERT_MS).toBe(8000);
    expect(constants.MOBILE_BREAKPOINT_PX).toBe(1024);
  });

  it('push, purchases and tracking', () => {
    expect(constants.TAG_SCHEMA_VERSION).toBe(2);
    expect(constants.TAG_RESYNC_AFTER_MS).toBe(86_400_000);
    expect(constants.TAG_SYNC).toEqual({
      retries: 3,
      retryStepMs: 1000,
      beforeVerificationMs: 1000,
      afterOptInMs: 2000,
    });
    expect(constants.NATIVE_SUBSCRIPTION_WAIT).toEqual({ polls: 20, intervalMs: 500 });
    expect(constants.WEB_SUBSCRIPTION_WAIT_MS).toBe(10_000);
    expect(constants.NATIVE_PUSH_PLUGIN_WAIT).toEqual({ polls: 50, intervalMs: 100 });
    expect(constants.DEFAULT_DISPLAY_PRICE).toBe('9.99');
    expect(constants.MONTHLY_PACKAGE_MARKER).toBe('monthly');
    expect(constants.TRACKING_VALUES).toEqual({
      currency: 'EUR',
      proMonthlyPrice: 9,
      predictedLifetimeValueMonthly: 120,
      predictedLifetimeValueYearly: 99,
      registrationValue: 10,
    });
    expect(constants.APPLE_NONCE_LENGTH).toBe(32);
    expect(constants.SUPPORT_RESPONSE_TIME).toBe('24-48 hours');
  });
});
