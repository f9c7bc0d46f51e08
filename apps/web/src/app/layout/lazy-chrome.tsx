import { lazy, Suspense, useSyncExternalStore } from 'react';
import { IOS_APP_BANNER_BOX } from '../../features/install/ios-app-banner-box.ts';
import { installPrompt } from '../../lib/install-prompt.ts';
import { isIosWeb } from '../../lib/platform.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { readFlag } from '../../lib/storage.ts';

/**
 * Parts of the frame that many visits never show. Each loads only when it will be shown, which keeps
 * them out of Today's first load (the 120 KB budget of decision 004): the footer is hidden on the tabs,
 * the install card waits for the browser's offer, the App Store banner is for iOS browsers only.
 */
const Footer = lazy(async () => ({ default: (await import('./footer.tsx')).Footer }));
const InstallPrompt = lazy(async () => ({
  default: (await import('../../features/install/components/install-prompt.tsx')).InstallPrompt,
}));
const IosAppBanner = lazy(async () => ({
  default: (await import('../../features/install/components/ios-app-banner.tsx')).IosAppBanner,
}));

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

export function InstallPromptWhenOffered() {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.getSnapshot, () => null);
  if (!offer || readFlag('install-prompt-dismissed') !== null) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}

/** Its space is kept while its code loads (the banner is as tall), so the screen below does not jump. */
export function IosAppBannerOnIos() {
  const { iosAppStoreUrl } = usePublicConfig();
  if (!iosAppStoreUrl || !isIosWeb() || readFlag('app-store-banner-dismissed') !== null) return null;
  return (
    <Suspense fallback={<div aria-hidden="true" className={IOS_APP_BANNER_BOX} />}>
      <IosAppBanner />
    </Suspense>
  );
}
