import { lazy, Suspense, useSyncExternalStore } from 'react';
import { formToasts, noticeToasts } from '../../components/ui/toast-store.ts';
import { installCardDue } from '../../features/install/install-card-due.ts';
import { IOS_APP_BANNER_BOX } from '../../features/install/ios-app-banner-box.ts';
import { installPrompt } from '../../lib/install-prompt.ts';
import { isIosWeb, isNativeIos } from '../../lib/platform.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { recipeOpenedHere } from '../../lib/recipe-opened.ts';
import { useSession } from '../../lib/session.ts';
import { readFlag } from '../../lib/storage.ts';

/**
 * Parts of the frame that many visits never show. Each loads only when it will be shown, which keeps
 * them out of Today's first load (the 120 KB budget of decision 004): the footer is hidden on the tabs,
 * the install card waits for the browser's offer and a first recipe, the App Store banner is for iOS browsers only, the
 * toasts wait for the first toast.
 */
const Footer = lazy(async () => ({ default: (await import('./footer.tsx')).Footer }));
const InstallPrompt = lazy(async () => ({
  default: (await import('../../features/install/components/install-prompt.tsx')).InstallPrompt,
}));
const IosAppBanner = lazy(async () => ({
  default: (await import('../../features/install/components/ios-app-banner.tsx')).IosAppBanner,
}));

const PendingRecipeSaver = lazy(async () => ({
  default: (await import('../../lib/pending-recipe-watch.ts')).PendingRecipeSaver,
}));

const PushHelpers = lazy(async () => ({
  default: (await import('../../features/notifications/push-helpers.tsx')).PushHelpers,
}));

const TrackingPrompt = lazy(async () => ({
  default: (await import('../../features/tracking/components/tracking-prompt.tsx')).TrackingPrompt,
}));

const Toasts = lazy(async () => ({ default: (await import('../../components/ui/toasts.tsx')).Toasts }));

const noToasts = () => formToasts.getSnapshot().length + noticeToasts.getSnapshot().length === 0;
const subscribeToToasts = (listener: () => void) => {
  const form = formToasts.subscribe(listener);
  const notices = noticeToasts.subscribe(listener);
  return () => {
    form();
    notices();
  };
};

/** The toasts' code loads with the first toast (it floats above the screen: a late arrival moves nothing). */
export function ToastsWhenShown() {
  const none = useSyncExternalStore(subscribeToToasts, noToasts, () => true);
  if (none) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

/** The install card: offered by the browser, after the cookie notice and a first recipe (install-card-due.ts). */
export function InstallPromptWhenDue({ consentAnswered }: { consentAnswered: boolean }) {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.getSnapshot, () => null);
  const due = installCardDue({
    offered: offer !== null,
    dismissed: readFlag('install-prompt-dismissed') !== null,
    consentAnswered,
    recipeOpened: recipeOpenedHere(),
  });
  if (!due) return null;
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

/**
 * A recipe a visitor tapped Save on (spec §3 `pending_recipe`) is saved once they have an account; the
 * code that saves it loads only when such a recipe waits and the session is an account's.
 */
export function PendingRecipeWhenSignedIn() {
  const { status } = useSession();
  if (status !== 'signed-in' || readFlag('pending_recipe') === null) return null;
  return (
    <Suspense fallback={null}>
      <PendingRecipeSaver />
    </Suspense>
  );
}

/**
 * On a device set up for reminders (it has a push device id): a tapped notification opens its page,
 * and a signed-in cook's reminder tags are synced again when due. Other devices load none of it.
 */
export function PushHelpersWhenSetUp() {
  if (readFlag('larder_push_device') === null) return null;
  return (
    <Suspense fallback={null}>
      <PushHelpers />
    </Suspense>
  );
}

/**
 * The iOS app's tracking question (spec §4), on Today only: the frame renders it beside the screen,
 * so it comes once the first screen is on display. Its code loads only in the iOS app, until answered.
 */
export function TrackingPromptOnIos() {
  if (!isNativeIos() || readFlag('att_permission') !== null) return null;
  return (
    <Suspense fallback={null}>
      <TrackingPrompt />
    </Suspense>
  );
}
