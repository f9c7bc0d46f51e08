import { NATIVE_ALERT_MS, TOAST } from '@larder/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveNativeApp, simulateNativeApp } from '../../test/native-app.ts';
import { createToastStore, formToasts, noticeToasts } from './toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('form toasts: one kept, 3000 ms, removed 3 s after dismissal', () => {
  const make = () => createToastStore({ limit: 1, durationMs: 3000, removeDelayMs: 3000 });

  it('keeps only the newest toast', () => {
    const store = make();
    store.show({ title: 'First' });
    store.show({ title: 'Second' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second']);
  });

  it('closes after 3000 ms and is removed 3 s later', () => {
    const store = make();
    store.show({ title: 'Saved' });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('a dismissed toast closes at once and is removed 3 s after dismissal', () => {
    const store = make();
    const id = store.show({ title: 'Saved' });
    vi.advanceTimersByTime(500);
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

describe('notice toaster: three visible, 4000 ms each', () => {
  it('shows at most three, newest first, each closing after 4000 ms', () => {
    const store = createToastStore({ limit: 3, durationMs: 4000, removeDelayMs: 300 });
    for (const title of ['a', 'b', 'c', 'd']) store.show({ title });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['d', 'c', 'b']);
    vi.advanceTimersByTime(4000);
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
  });

  it('tells subscribers about every change', () => {
    const store = createToastStore({ limit: 3, durationMs: 4000, removeDelayMs: 300 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ title: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('a toast with a choice', () => {
  it('stays open until the cook chooses or dismisses it', () => {
    const store = createToastStore({ limit: 3, durationMs: 4000, removeDelayMs: 300 });
    const id = store.show({ title: 'Signed in', action: { label: 'Keep this one', onSelect: () => {} } });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    store.dismiss(id);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

describe('in the native app an alert stays 8 s (spec §9 "Native alert")', () => {
  afterEach(() => leaveNativeApp());

  it.each([
    ['form toasts', formToasts],
    ['notices', noticeToasts],
  ])('%s', (_name, store) => {
    simulateNativeApp('ios');
    const id = store.show({ title: 'Purchase Failed' });
    vi.advanceTimersByTime(NATIVE_ALERT_MS - 1);
    expect(store.getSnapshot().find((t) => t.id === id)?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().find((t) => t.id === id)?.open).toBe(false);
  });

  it('while the web keeps the spec toast times', () => {
    const id = formToasts.show({ title: 'Saved' });
    vi.advanceTimersByTime(TOAST.durationMs);
    expect(formToasts.getSnapshot().find((t) => t.id === id)?.open).toBe(false);
  });
});
