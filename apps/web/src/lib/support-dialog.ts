import { useSyncExternalStore } from 'react';

/** Which tab the support dialog opens on. */
export type SupportTab = 'contact' | 'bug' | 'help';

type State = { open: boolean; tab: SupportTab };

let state: State = { open: false, tab: 'contact' };
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the support dialog (from the footer's Contact Support, Profile or Settings). */
export function openSupport(tab: SupportTab = 'contact'): void {
  set({ open: true, tab });
}

export function closeSupport(): void {
  set({ ...state, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSupportDialog(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
