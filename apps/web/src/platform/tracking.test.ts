import type { AppTrackingStatus } from 'capacitor-plugin-app-tracking-transparency';
import { describe, expect, it, vi } from 'vitest';
import { nativeTracking, noTracking } from './tracking.ts';

describe('native tracking permission', () => {
  it.each([
    ['notDetermined', 0],
    ['restricted', 1],
    ['denied', 2],
    ['authorized', 3],
  ] as const)(
    '%s is %i, for the status and for the answer to a request',
    async (status: AppTrackingStatus, number) => {
      const plugin = {
        getStatus: vi.fn(async () => ({ status })),
        requestPermission: vi.fn(async () => ({ status })),
      };
      const tracking = nativeTracking(async () => plugin);
      expect(await tracking.status()).toBe(number);
      expect(await tracking.request()).toBe(number);
      expect(plugin.requestPermission).toHaveBeenCalledOnce();
    },
  );

  it("passes on the plugin's failure", async () => {
    const tracking = nativeTracking(async () => ({
      getStatus: () => Promise.reject(new Error('not implemented')),
      requestPermission: () => Promise.reject(new Error('not implemented')),
    }));
    await expect(tracking.status()).rejects.toThrow('not implemented');
    await expect(tracking.request()).rejects.toThrow('not implemented');
  });
});

describe('no tracking permission (web, Android)', () => {
  it('is never determined, and asking changes nothing', async () => {
    expect(await noTracking.status()).toBe(0);
    expect(await noTracking.request()).toBe(0);
  });
});
