import type { meAnswer } from '@larder/domain/api/account';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/me`: who is signed in, whether they have recipes yet and whether they own Pro. */
export const getMe = () => api<Answer<typeof meAnswer>>('/me');
