import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOK, fakeApi } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';

freshSessionEachTest();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A browser with push whose permission was never asked. */
function browserWithPush() {
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'default') });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: new Promise(() => undefined), addEventListener: vi.fn(), removeEventListener: vi.fn() },
    configurable: true,
  });
}

describe('/settings', () => {
  it('starts with Notifications: reminders on this device, not asked yet', async () => {
    browserWithPush();
    fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'GET /api/push/config': {
        body: { provider: 'web-push', publicKey: `B${'A'.repeat(86)}`, nativePush: false },
      },
    });
    renderAt('/settings');
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByRole('button', { name: 'Turn on reminders' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles[0]).toBe('Notifications');
    expect(titles).toContain('Change password');
  });
});
