/*
 * Larder's push reminders in the service worker. A plain script (no build step, no modules): the
 * generated /sw.js loads it with importScripts (vite.config.ts, workbox.importScripts), so it is served
 * from this origin like the worker itself and passes the CSP (script-src 'self', worker-src 'self').
 *
 * - push: the payload is JSON, { title, body, url, tag } (packages/domain/src/api/push.ts
 *   pushMessageSchema); anything else shows a plain "Larder" notification that opens Today.
 * - notificationclick: focuses an open Larder window and takes it to the notification's page (navigate;
 *   where the window cannot be navigated from here, it is asked to with a 'larder:navigate' message that
 *   features/notifications/push-helpers.tsx handles with the router); no window: opens one.
 * - pushsubscriptionchange: subscribes again with the old options and tells the server (PUT the device).
 *   The device id is kept for the worker in Cache Storage ('larder-push-device'), written by the page
 *   when it registers the device (features/notifications/worker-device.ts): the worker cannot read
 *   localStorage, and the Cache API is on both sides without a database schema to keep.
 */

const ICON = '/icons/icon-192.png';
const DEVICE_CACHE = 'larder-push-device';
const DEVICE_KEY = '/__larder/push-device';
const GENERIC = { title: 'Larder', body: "Open Larder to see what's new.", url: '/today', tag: 'larder' };

const text = (value) => (typeof value === 'string' ? value : '');

/** A path on this site ("/…", not "//…" or "/\…"), or Today. */
function sitePath(value) {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/today';
}

function messageOf(event) {
  if (!event.data) return GENERIC;
  let payload;
  try {
    payload = event.data.json();
  } catch {
    return GENERIC;
  }
  if (typeof payload !== 'object' || payload === null) return GENERIC;
  return {
    title: text(payload.title) || GENERIC.title,
    body: text(payload.body),
    url: sitePath(payload.url),
    tag: text(payload.tag) || GENERIC.tag,
  };
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

async function openPage(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((candidate) => new URL(candidate.url).origin === self.location.origin);
  if (!client) return self.clients.openWindow(url);
  try {
    await client.focus();
  } catch {
    // Focusing can be refused (no user activation left); the page still changes.
  }
  try {
    const navigated = await client.navigate(url);
    if (navigated) return navigated;
  } catch {
    // A window this worker does not control cannot be navigated from here.
  }
  client.postMessage({ type: 'larder:navigate', url: path });
  return client;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  event.waitUntil(openPage(sitePath(data && data.url)));
});

async function storedDeviceId() {
  const cache = await caches.open(DEVICE_CACHE);
  const answer = await cache.match(DEVICE_KEY);
  return answer ? (await answer.text()).trim() : '';
}

function timeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

async function resubscribe(event) {
  const old = event.oldSubscription;
  const subscription =
    event.newSubscription ||
    (old && old.options && old.options.applicationServerKey
      ? await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        })
      : null);
  const deviceId = await storedDeviceId();
  if (!subscription || !deviceId) return;
  const { endpoint, keys } = subscription.toJSON();
  await fetch(`/api/push/devices/${encodeURIComponent(deviceId)}`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      timeZone: timeZone(),
      channel: { kind: 'web-push', subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
    }),
  });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  // Best effort: if it fails, the page registers the device again when the cook next opens Settings
  // or at the next daily resync.
  event.waitUntil(resubscribe(event).catch((error) => console.warn('Push resubscription failed', error)));
});
