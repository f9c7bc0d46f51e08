/** Where the app is running: the native wrapper (Capacitor), iOS Safari, or an installed PWA. */

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
  isPluginAvailable?: (name: string) => boolean;
}

function capacitor(): CapacitorGlobal | undefined {
  return (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;
}

export function isNativeApp(): boolean {
  return capacitor()?.isNativePlatform?.() ?? false;
}

/** Whether the native side of a plugin is in this build (the bridge's own answer; false on the web). */
export function isNativePluginAvailable(name: string): boolean {
  return capacitor()?.isPluginAvailable?.(name) ?? false;
}

export function isNativeIos(): boolean {
  return isNativeApp() && capacitor()?.getPlatform?.() === 'ios';
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
export function isIosDevice(
  userAgent = navigator.userAgent,
  maxTouchPoints = navigator.maxTouchPoints,
): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iOS in a browser tab: not the native app, not installed to the home screen. */
export function isIosWeb(): boolean {
  return isIosDevice() && !isNativeApp() && !isStandalone();
}
