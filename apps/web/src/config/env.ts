/** Build-time facts about this web bundle. The only reader of import.meta.env. */
export const appInfo = {
  release: (import.meta.env.VITE_RELEASE as string | undefined) ?? __LARDER_VERSION__,
  isProduction: import.meta.env.PROD,
} as const;

/** RevenueCat's public SDK key for a store, as built in (meant to ship in the app); read when asked. */
export function builtRevenueCatKey(store: 'app_store' | 'play'): unknown {
  return store === 'app_store'
    ? import.meta.env.VITE_REVENUECAT_IOS_KEY
    : import.meta.env.VITE_REVENUECAT_ANDROID_KEY;
}
