import type { publicConfigSchema } from '@larder/domain/api/config';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/config`: what every client may know about this server (support address, prices, sign-in providers). */
export const getPublicConfig = () => api<Answer<typeof publicConfigSchema>>('/config');
