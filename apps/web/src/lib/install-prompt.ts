/**
 * Captures the browser's `beforeinstallprompt` event (it can fire before React mounts, so this starts
 * listening at load) and offers it to the install prompt component.
 */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;
let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
}

export const installPrompt = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The pending offer, or null when the browser has not offered installation (or it is done). */
  getSnapshot: (): InstallPromptEvent | null => (installed ? null : deferred),
  async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const event = deferred;
    if (!event) return 'unavailable';
    deferred = null;
    emit();
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  },
};
