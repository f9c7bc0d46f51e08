import type { noContentAnswer } from '@larder/domain/api/no-content';
import type { PushDeviceInput, pushDeviceAnswer } from '@larder/domain/api/push';
import { type Answer, api } from '../../../lib/api-client.ts';

/** The device's path under /api. */
export const devicePath = (deviceId: string) => `/push/devices/${encodeURIComponent(deviceId)}`;

/** `PUT /api/push/devices/{deviceId}`: this device can be reached this way (signed-in cooks only). */
export const putPushDevice = (deviceId: string, body: PushDeviceInput) =>
  api<Answer<typeof pushDeviceAnswer>>(devicePath(deviceId), { method: 'PUT', json: body });

/** `DELETE /api/push/devices/{deviceId}`: no more reminders on this device. */
export const deletePushDevice = (deviceId: string) =>
  api<Answer<typeof noContentAnswer>>(devicePath(deviceId), { method: 'DELETE' });
