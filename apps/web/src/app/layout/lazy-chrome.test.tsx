import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackingPromptOnIos } from './lazy-chrome.tsx';

vi.mock('capacitor-plugin-app-tracking-transparency', () => ({
  AppTrackingTransparency: {
    getStatus: async () => ({ status: 'notDetermined' }),
    requestPermission: async () => ({ status: 'denied' }),
  },
}));

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'Capacitor');
  localStorage.clear();
});

const iosApp = () =>
  Object.assign(window, { Capacitor: { isNativePlatform: () => true, getPlatform: () => 'ios' } });

describe('the tracking prompt in the frame', () => {
  it('loads in the iOS app while nothing is kept', async () => {
    iosApp();
    render(<TrackingPromptOnIos />);
    expect(await screen.findByRole('dialog', { name: 'Help us know which ads work' })).toBeDefined();
  });

  it('renders nothing, and loads no code, in a browser or once answered', () => {
    expect(render(<TrackingPromptOnIos />).container.innerHTML).toBe('');
    iosApp();
    localStorage.setItem('att_permission', 'dismissed');
    expect(render(<TrackingPromptOnIos />).container.innerHTML).toBe('');
  });
});
