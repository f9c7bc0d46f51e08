/** Where public/push-sw.js finds this device's id when the browser renews the push subscription. */
const DEVICE_CACHE = 'larder-push-device';
const DEVICE_KEY = '/__larder/push-device';

/**
 * Keeps the device id where the service worker can read it (Cache Storage: the worker cannot read
 * localStorage). Best effort: without it the worker cannot re-register a renewed subscription, and the
 * page does so at its next sync instead.
 */
export async function shareDeviceWithWorker(deviceId: string): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(DEVICE_CACHE);
    await cache.put(DEVICE_KEY, new Response(deviceId, { headers: { 'content-type': 'text/plain' } }));
  } catch (error) {
    console.warn('The service worker will not know this push device', error);
  }
}

/** Forgets the device id in the service worker's store too (signing out). */
export async function forgetDeviceInWorker(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(DEVICE_CACHE);
  } catch {
    // Nothing kept, or storage blocked: nothing to forget.
  }
}
