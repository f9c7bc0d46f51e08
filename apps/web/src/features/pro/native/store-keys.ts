/**
 * RevenueCat's public SDK keys, one per store, from the build (VITE_REVENUECAT_IOS_KEY,
 * VITE_REVENUECAT_ANDROID_KEY). Public keys, meant to ship in the app. Read when asked, not at load.
 */
export function revenueCatKey(store: 'app_store' | 'play'): string | undefined {
  const key: unknown =
    store === 'app_store'
      ? import.meta.env.VITE_REVENUECAT_IOS_KEY
      : import.meta.env.VITE_REVENUECAT_ANDROID_KEY;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
}
