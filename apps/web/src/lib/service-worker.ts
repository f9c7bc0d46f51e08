import { Workbox } from 'workbox-window';

/**
 * Registers /sw.js with scope /. When a new worker takes control of an already-controlled page, the
 * page reloads so it runs the new release.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('controlling', (event) => {
    if (hadController && event.isUpdate) window.location.reload();
  });
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
