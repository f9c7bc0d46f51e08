import type { PushTags, pushTagsAnswer } from '@larder/domain/api/push';
import { type Answer, api } from '../../../lib/api-client.ts';
import { devicePath } from './push-device.ts';

/** `GET /api/push/devices/{deviceId}/tags`: the tags the server keeps for this device (404: unknown device). */
export const getPushDeviceTags = (deviceId: string) =>
  api<Answer<typeof pushTagsAnswer>>(`${devicePath(deviceId)}/tags`);

/** `PUT /api/push/devices/{deviceId}/tags` with `{ tags }`; answers the stored tags. */
export const putPushDeviceTags = (deviceId: string, tags: PushTags) =>
  api<Answer<typeof pushTagsAnswer>>(`${devicePath(deviceId)}/tags`, { method: 'PUT', json: { tags } });
