import { NATIVE_ALERT_MS, TOAST, TOASTER } from '@larder/domain/constants';
import { isNativeApp } from '../../lib/platform.ts';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
  /** One thing the cook can do about it ("Keep this device's plan instead"): the toast then stays until closed. */
  action?: { label: string; onSelect: () => void };
  open: boolean;
}

type Listener = () => void;

/**
 * A tiny observable list of toasts. `limit` is how many are kept, `durationMs` how long one stays open,
 * `removeDelayMs` how long a dismissed one stays (closed) before it is removed.
 */
export function createToastStore({
  limit,
  durationMs,
  removeDelayMs,
}: {
  limit: number;
  /** A number, or asked each time (the native app keeps its alerts longer). */
  durationMs: number | (() => number);
  removeDelayMs: number;
}) {
  let toasts: ToastMessage[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (next: ToastMessage[]) => {
    toasts = next;
    emit();
  };

  function dismiss(id: number) {
    clearTimeout(timers.get(id));
    set(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        set(toasts.filter((t) => t.id !== id));
      }, removeDelayMs),
    );
  }

  function show(message: Omit<ToastMessage, 'id' | 'open'>): number {
    const id = nextId++;
    const kept = [{ ...message, id, open: true }, ...toasts];
    for (const dropped of kept.slice(limit)) clearTimeout(timers.get(dropped.id));
    set(kept.slice(0, limit));
    // A toast with a choice waits for the cook (WCAG 2.2.1): it closes when they choose or dismiss it.
    if (!message.action) {
      timers.set(
        id,
        setTimeout(() => dismiss(id), typeof durationMs === 'number' ? durationMs : durationMs()),
      );
    }
    return id;
  }

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** How long a toast stays: in the native app an alert stays 8 s (spec §9 "Native alert"). */
const forDevice = (webMs: number) => () => (isNativeApp() ? NATIVE_ALERT_MS : webMs);

/** Form results: one toast at a time (spec §9 "Toast (first system)"). */
export const formToasts = createToastStore({
  limit: TOAST.limit,
  durationMs: forDevice(TOAST.durationMs),
  removeDelayMs: TOAST.removeDelayMs,
});

/** Background notices: up to three at once (spec §9 "Toaster (second)"). */
export const noticeToasts = createToastStore({
  limit: TOASTER.visible,
  durationMs: forDevice(TOASTER.durationMs),
  removeDelayMs: 300,
});

export const toast = (message: Omit<ToastMessage, 'id' | 'open'>) => formToasts.show(message);
export const notify = (message: Omit<ToastMessage, 'id' | 'open'>) => noticeToasts.show(message);
