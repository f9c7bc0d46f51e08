import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOf, writeSessionState } from '../../lib/session-store.ts';
import { COOK, fakeApi } from '../../test/fake-api.ts';
import { freshSessionEachTest } from '../../test/fresh-session.ts';
import {
  DEVICE_ID,
  fakePushServer,
  fakeServiceWorker,
  removeServiceWorker,
  webPushBrowser,
} from './push-fixtures.ts';
import { PushHelpers } from './push-helpers.tsx';
import { resetReminders } from './reminders.ts';

freshSessionEachTest();

beforeEach(() => resetReminders());
afterEach(() => {
  vi.useRealTimers();
  removeServiceWorker();
});

function renderHelpers() {
  const location = { current: '' };
  function Probe() {
    const { pathname, search } = useLocation();
    location.current = `${pathname}${search}`;
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/plan']}>
      <PushHelpers />
      <Probe />
    </MemoryRouter>,
  );
  return location;
}

function listenerOf(container: ReturnType<typeof fakeServiceWorker>['container']) {
  const [type, listener] = container.addEventListener.mock.calls[0] as unknown as [
    string,
    (e: MessageEvent) => void,
  ];
  expect(type).toBe('message');
  return (data: unknown) => act(() => listener(new MessageEvent('message', { data })));
}

describe('push helpers', () => {
  it('go to the page the service worker asks for after a tap', () => {
    fakeApi({ 'GET /api/auth/get-session': { body: null } });
    const { container } = fakeServiceWorker();
    const location = renderHelpers();
    listenerOf(container)({ type: 'larder:navigate', url: '/today?item=abc' });
    expect(location.current).toBe('/today?item=abc');
  });

  it('ignore other messages and addresses off the site', () => {
    fakeApi({ 'GET /api/auth/get-session': { body: null } });
    const { container } = fakeServiceWorker();
    const location = renderHelpers();
    const post = listenerOf(container);
    post({ type: 'larder:navigate', url: 'https://evil.example.com/' });
    post({ type: 'larder:navigate', url: '//evil.example.com/' });
    post({ type: 'something-else', url: '/today' });
    post('larder:navigate');
    expect(location.current).toBe('/plan');
  });

  it('sync a signed-in cook’s tags again once the app is idle, when due', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-04T09:30:00Z') });
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (work: () => void) => {
      idle = work;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    localStorage.setItem('larder_push_device', DEVICE_ID);
    localStorage.setItem('notification_tag_schema_version', '1');
    webPushBrowser('granted');
    const server = fakePushServer();
    writeSessionState(sessionOf(COOK));
    renderHelpers();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(server.pushCalls()).toHaveLength(0);
    await act(async () => {
      (idle as unknown as () => void)();
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(server.tagPuts()).toHaveLength(1);
    expect(localStorage.getItem('notification_tag_schema_version')).toBe('2');
  });
});
