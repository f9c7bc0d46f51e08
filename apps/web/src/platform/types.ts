/**
 * Everything that differs between the browser and the native app (Capacitor), as features use it.
 * Features call `platform()` (platform/index.ts), never a Capacitor plugin: each part has a web and a
 * native implementation, and the native ones load their plugin on first use, so the web bundle never
 * downloads one.
 */
import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import type { PurchasesPlatform } from '../features/pro/native/purchases-platform.ts';

/** The push plugin's type, for features/notifications (features import no plugin, not even its types). */
export type { PushNotificationsPlugin };

export type PlatformKind = 'web' | 'ios' | 'android';

/** Small secrets kept by the device: the Keychain / Android Keystore on native, nothing on the web. */
export interface SecureStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export type KeepAwakeState = 'on' | 'unsupported' | 'refused';

/** Keeps the screen on while a recipe is cooked hands-free. */
export interface KeepAwake {
  supported(): boolean;
  /** Answers whether the screen is kept on; never rejects ('refused' when the device says no). */
  keepOn(): Promise<KeepAwakeState>;
  /** Lets the screen sleep again, also after a `keepOn` still on its way; never rejects. */
  allowSleep(): Promise<void>;
}

/** Reads a step aloud: the browser's speech synthesis or the OS's text-to-speech. */
export interface ReadAloud {
  supported(): boolean;
  /** Cuts short what is being read and reads `text`; rejects when the voice fails. */
  speak(text: string, lang?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ShareContent {
  title: string;
  text?: string;
  url?: string;
}

/** The system share sheet; 'unavailable' lets the caller fall back to the clipboard. */
export interface ShareSheet {
  share(content: ShareContent): Promise<'shared' | 'cancelled' | 'unavailable'>;
}

/** A short physical signal: a tap confirmed, a timer done. Never rejects: a buzz only confirms. */
export interface Haptics {
  tap(): Promise<void>;
  success(): Promise<void>;
  alarm(): Promise<void>;
}

/** The app's life on the device: coming back to the front, links opened into it. */
export interface AppLifecycle {
  /** Called each time the app comes back to the front; answers the unsubscribe. */
  onResume(listener: () => void): () => void;
  /** Called with each https link the OS opens in the app (app links, universal links). */
  onUrlOpen(listener: (url: string) => void): () => void;
  /** The link the app was launched with, if any. */
  launchUrl(): Promise<string | null>;
}

/** iOS App Tracking Transparency status as the OS reports it (spec §4). */
export type TrackingStatus = 0 | 1 | 2 | 3;

export interface TrackingPermission {
  status(): Promise<TrackingStatus>;
  request(): Promise<TrackingStatus>;
}

/** Sign in with Apple (native iOS): the plugin's `authorize`, with Larder's hashed nonce. */
export interface AppleSignIn {
  available(): boolean;
  authorize(hashedNonce: string): Promise<{ response?: { identityToken?: string | null } | null } | null>;
}

/** The native push plugin, for features/notifications/providers/native-push.ts. */
export interface NativePush {
  isPluginAvailable(): boolean;
  loadPlugin(): Promise<PushNotificationsPlugin>;
}

export interface Platform {
  kind: PlatformKind;
  secureStore: SecureStore;
  keepAwake: KeepAwake;
  readAloud: ReadAloud;
  share: ShareSheet;
  haptics: Haptics;
  app: AppLifecycle;
  tracking: TrackingPermission;
  purchases: PurchasesPlatform;
  apple: AppleSignIn;
  push: NativePush;
}
