import type { SignInWithApplePlugin } from '@capacitor-community/apple-sign-in';
import { purchasesPlatform } from '../features/pro/native/purchases-platform.ts';
import { isNativeApp, isNativeIos, isNativePluginAvailable } from '../lib/platform.ts';
import { nativeAppLifecycle, webAppLifecycle } from './app-lifecycle.ts';
import { nativeAppleSignIn, noAppleSignIn } from './apple-sign-in.ts';
import { nativeHaptics, webHaptics } from './haptics.ts';
import { nativeKeepAwake, webKeepAwake } from './keep-awake.ts';
import { notThenable } from './plugin.ts';
import { noNativePush } from './push.ts';
import { nativeReadAloud, webReadAloud } from './read-aloud.ts';
import { nativeSecureStore, webSecureStore } from './secure-store.ts';
import { nativeShare, webShare } from './share.ts';
import { nativeTracking, noTracking } from './tracking.ts';
import type { Platform, PlatformKind } from './types.ts';

function currentKind(): PlatformKind {
  if (!isNativeApp()) return 'web';
  return isNativeIos() ? 'ios' : 'android';
}

function webPlatform(): Platform {
  return {
    kind: 'web',
    secureStore: webSecureStore,
    keepAwake: webKeepAwake(),
    readAloud: webReadAloud(),
    share: webShare,
    haptics: webHaptics,
    app: webAppLifecycle,
    tracking: noTracking,
    purchases: purchasesPlatform(),
    apple: noAppleSignIn,
    push: noNativePush,
  };
}

/** Each plugin is imported on first use, so none is part of the web's code. */
function nativePlatform(kind: 'ios' | 'android'): Platform {
  const ios = kind === 'ios';
  return {
    kind,
    secureStore: nativeSecureStore(() =>
      import('capacitor-secure-storage-plugin').then(({ SecureStoragePlugin }) =>
        notThenable(SecureStoragePlugin),
      ),
    ),
    keepAwake: nativeKeepAwake(() =>
      import('@capacitor-community/keep-awake').then(({ KeepAwake }) => notThenable(KeepAwake)),
    ),
    readAloud: nativeReadAloud(() =>
      import('@capacitor-community/text-to-speech').then(({ TextToSpeech }) => notThenable(TextToSpeech)),
    ),
    share: nativeShare(() => import('@capacitor/share').then(({ Share }) => notThenable(Share))),
    haptics: nativeHaptics(() =>
      import('@capacitor/haptics').then(({ Haptics, ImpactStyle, NotificationType }) => ({
        Haptics: notThenable(Haptics),
        ImpactStyle,
        NotificationType,
      })),
    ),
    app: nativeAppLifecycle(() => import('@capacitor/app').then(({ App }) => notThenable(App))),
    tracking: ios
      ? nativeTracking(() =>
          import('capacitor-plugin-app-tracking-transparency').then(({ AppTrackingTransparency }) =>
            notThenable(AppTrackingTransparency),
          ),
        )
      : noTracking,
    purchases: purchasesPlatform(),
    apple: ios
      ? nativeAppleSignIn(
          // Registered here without the package's web implementation: that one pulls in a CommonJS
          // script loader, and the bundler's CommonJS helpers would then leave React's file for one of
          // their own, a third file on Today's first load. The app only signs in with Apple on iOS.
          () =>
            import('@capacitor/core').then(({ registerPlugin }) =>
              notThenable(registerPlugin<SignInWithApplePlugin>('SignInWithApple')),
            ),
          () => isNativePluginAvailable('SignInWithApple'),
        )
      : noAppleSignIn,
    push: {
      isPluginAvailable: () => isNativePluginAvailable('PushNotifications'),
      loadPlugin: () =>
        import('@capacitor/push-notifications').then(({ PushNotifications }) =>
          notThenable(PushNotifications),
        ),
    },
  };
}

let current: Platform | null = null;

/**
 * Where Larder runs, as features use it: the browser, or the native app on iOS or Android. Made once
 * (again only if the answer changes, as it does between tests).
 */
export function platform(): Platform {
  const kind = currentKind();
  if (current?.kind !== kind) current = kind === 'web' ? webPlatform() : nativePlatform(kind);
  return current;
}
