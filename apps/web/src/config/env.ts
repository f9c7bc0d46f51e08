/** Build-time facts about this web bundle. The only reader of import.meta.env. */
export const appInfo = {
  release: (import.meta.env.VITE_RELEASE as string | undefined) ?? __LARDER_VERSION__,
  isProduction: import.meta.env.PROD,
} as const;

/**
 * The Larder server the native app talks to (`VITE_SERVER_URL`, set by `npm run native:sync`); empty on
 * the web, whose pages come from that server, so its calls stay relative.
 */
export const builtServerUrl: string = String(import.meta.env.VITE_SERVER_URL ?? '').replace(/\/+$/, '');

/** RevenueCat's public SDK key for a store, as built in (meant to ship in the app); read when asked. */
export function builtRevenueCatKey(store: 'app_store' | 'play'): unknown {
  return store === 'app_store'
    ? import.meta.env.VITE_REVENUECAT_IOS_KEY
    : import.meta.env.VITE_REVENUECAT_ANDROID_KEY;
}

/**
 * Spec §7's second way to the push app id: the hosted functions' address (`VITE_FUNCTIONS_URL`) and the
 * public key they take (`VITE_PUBLIC_API_KEY`), as built in (both meant to ship); read when asked.
 */
export function builtFunctionsAccess(): { url: unknown; key: unknown } {
  return { url: import.meta.env.VITE_FUNCTIONS_URL, key: import.meta.env.VITE_PUBLIC_API_KEY };
}

/** The OneSignal app id built in as `VITE_ONESIGNAL_APP_ID` (spec §7's last fallback but one); read when asked. */
export function builtOneSignalAppId(): unknown {
  return import.meta.env.VITE_ONESIGNAL_APP_ID;
}
