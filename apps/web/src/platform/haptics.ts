import type { HapticsPlugin, ImpactStyle, NotificationType } from '@capacitor/haptics';
import { onFirstUse } from './plugin.ts';
import type { Haptics } from './types.ts';

/** The timer's buzz: three long pulses. */
const ALARM_PATTERN = [300, 150, 300, 150, 300];

/** The Vibration API, where the browser has one (Android's; not iOS Safari's). */
export const webHaptics: Haptics = {
  async tap() {
    navigator.vibrate?.(10);
  },
  async success() {
    navigator.vibrate?.([20, 60, 20]);
  },
  async alarm() {
    navigator.vibrate?.(ALARM_PATTERN);
  },
};

/** The plugin and the enums its calls take. */
export interface HapticsModule {
  Haptics: Pick<HapticsPlugin, 'impact' | 'notification' | 'vibrate'>;
  ImpactStyle: typeof ImpactStyle;
  NotificationType: typeof NotificationType;
}

/**
 * @capacitor/haptics: the Taptic Engine on iOS, the vibrator on Android. A buzz that fails is only
 * logged: it confirms something the screen already shows.
 */
export function nativeHaptics(load: () => Promise<HapticsModule>): Haptics {
  const module = onFirstUse(load);
  const buzz = async (work: (haptics: HapticsModule) => Promise<void>) => {
    try {
      await work(await module());
    } catch (error) {
      console.warn('The device did not buzz', error);
    }
  };
  return {
    tap: () => buzz(({ Haptics, ImpactStyle }) => Haptics.impact({ style: ImpactStyle.Light })),
    success: () =>
      buzz(({ Haptics, NotificationType }) => Haptics.notification({ type: NotificationType.Success })),
    alarm: () => buzz(({ Haptics }) => Haptics.vibrate({ duration: 1000 })),
  };
}
