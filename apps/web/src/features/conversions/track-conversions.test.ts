import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveNativeApp, simulateNativeApp } from '../../test/native-app.ts';
import { conversionContext } from './track-conversions.ts';

/** What iOS says about tracking right now (3 authorized, 2 denied). */
const os = vi.hoisted(() => ({ status: 3 }));
vi.mock('../../platform/index.ts', () => ({
  platform: () => ({ tracking: { status: async () => os.status } }),
}));

afterEach(() => {
  leaveNativeApp();
  localStorage.clear();
});

describe('what the cook agreed to, when a conversion is reported', () => {
  it('on the web: the cookie notice accepted, nothing else', async () => {
    expect((await conversionContext()).consent).toBe(false);
    localStorage.setItem('cookie_consent_dismissed', 'dismissed');
    expect((await conversionContext()).consent).toBe(false);
    localStorage.setItem('cookie_consent_dismissed', 'accepted');
    expect(await conversionContext()).toMatchObject({ platform: 'web', consent: true });
  });

  it.each([
    ['granted', 3, true],
    ['granted', 2, false], // turned off in iOS Settings since
    ['dismissed', 3, false],
    ['denied', 3, false],
  ] as const)('in the iOS app: answered %s and iOS now says %i → %s', async (answer, status, consent) => {
    simulateNativeApp('ios');
    localStorage.setItem('cookie_consent_dismissed', 'accepted');
    localStorage.setItem('att_permission', answer);
    os.status = status;
    expect(await conversionContext()).toMatchObject({ platform: 'ios', consent });
  });

  it('in the Android app: the cookie notice, as on the web', async () => {
    simulateNativeApp('android');
    localStorage.setItem('cookie_consent_dismissed', 'accepted');
    expect(await conversionContext()).toMatchObject({ platform: 'android', consent: true });
  });
});
