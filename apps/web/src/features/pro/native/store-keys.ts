import { builtRevenueCatKey } from '../../../config/env.ts';

/**
 * RevenueCat's public SDK key for a store, from the build (VITE_REVENUECAT_IOS_KEY,
 * VITE_REVENUECAT_ANDROID_KEY, read by config/env.ts); undefined when the build has none.
 */
export function revenueCatKey(store: 'app_store' | 'play'): string | undefined {
  const key = builtRevenueCatKey(store);
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
}
