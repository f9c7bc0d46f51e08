import type {
  AppTrackingStatus,
  AppTrackingTransparencyPlugin,
} from 'capacitor-plugin-app-tracking-transparency';
import { onFirstUse } from './plugin.ts';
import type { TrackingPermission, TrackingStatus } from './types.ts';

/** Off iOS there is no App Tracking Transparency: the status stays "not determined" and nothing asks. */
export const noTracking: TrackingPermission = {
  status: () => Promise.resolve(0),
  request: () => Promise.resolve(0),
};

/** The plugin's words as spec §4's numbers. */
export const TRACKING_STATUS: Record<AppTrackingStatus, TrackingStatus> = {
  notDetermined: 0,
  restricted: 1,
  denied: 2,
  authorized: 3,
};

export type TrackingModule = Pick<AppTrackingTransparencyPlugin, 'getStatus' | 'requestPermission'>;

/** capacitor-plugin-app-tracking-transparency (native iOS). */
export function nativeTracking(load: () => Promise<TrackingModule>): TrackingPermission {
  const plugin = onFirstUse(load);
  return {
    status: async () => TRACKING_STATUS[(await (await plugin()).getStatus()).status],
    request: async () => TRACKING_STATUS[(await (await plugin()).requestPermission()).status],
  };
}
