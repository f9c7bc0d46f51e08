import { useSyncExternalStore } from 'react';

/** Spec §3 "Restore-purchases state". */
export interface RestoreState {
  isRestoring: boolean;
  /** When the last restore started (ms since the epoch); null before the first. */
  lastRestoreTimestamp: number | null;
  /** Restores started on this device. */
  restoreAttempts: number;
}

/** Where the device keeps it (localStorage: private mode and full storage only lose the memory). */
export const RESTORE_STATE_KEY = 'restore_purchases_state';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const INITIAL: RestoreState = { isRestoring: false, lastRestoreTimestamp: null, restoreAttempts: 0 };

function parse(raw: string | null): RestoreState {
  if (!raw) return INITIAL;
  try {
    const saved = JSON.parse(raw) as Partial<RestoreState>;
    const attempts = saved.restoreAttempts;
    const at = saved.lastRestoreTimestamp;
    return {
      // A restore does not outlive the app: one "in progress" when the app stopped is over.
      isRestoring: false,
      lastRestoreTimestamp: typeof at === 'number' && Number.isFinite(at) ? at : null,
      restoreAttempts:
        typeof attempts === 'number' && Number.isInteger(attempts) && attempts >= 0 ? attempts : 0,
    };
  } catch {
    return INITIAL;
  }
}

/** The restore state, kept in memory and in storage, observable for React. */
export function createRestoreState(storage: () => KeyValueStorage) {
  const read = () => {
    try {
      return parse(storage().getItem(RESTORE_STATE_KEY));
    } catch {
      return INITIAL;
    }
  };
  let state = read();
  const listeners = new Set<() => void>();
  const set = (next: RestoreState) => {
    state = next;
    try {
      storage().setItem(RESTORE_STATE_KEY, JSON.stringify(next));
    } catch {
      // Storage can be full or blocked; the state is still right for this run of the app.
    }
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: (now: number) =>
      set({ isRestoring: true, lastRestoreTimestamp: now, restoreAttempts: state.restoreAttempts + 1 }),
    finish: () => set({ ...state, isRestoring: false }),
  };
}

export type RestoreStateStore = ReturnType<typeof createRestoreState>;

export const restoreState = createRestoreState(() => window.localStorage);

export function useRestoreState(store: RestoreStateStore = restoreState): RestoreState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
