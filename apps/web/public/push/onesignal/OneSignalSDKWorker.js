// OneSignal's service worker, used only when the server's push provider is OneSignal
// (features/notifications/providers/onesignal.ts registers it with scope /push/onesignal/, out of the
// way of Larder's own worker at /). The server's CSP must then allow https://cdn.onesignal.com.
importScripts('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js');
