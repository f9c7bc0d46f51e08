import type { NativePush } from './types.ts';

/** The web's reminders go through Web Push or OneSignal (features/notifications), never this plugin. */
export const noNativePush: NativePush = {
  isPluginAvailable: () => false,
  loadPlugin: () => Promise.reject(new Error('There is no native push plugin on the web.')),
};
