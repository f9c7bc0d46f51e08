import type { pushConfigSchema } from '@larder/domain/api/push';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/push/config`: which push service this server uses (Web Push's VAPID key, or OneSignal). */
export const getPushConfig = () => api<Answer<typeof pushConfigSchema>>('/push/config');
