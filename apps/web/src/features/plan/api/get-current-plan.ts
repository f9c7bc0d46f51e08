import type { currentPlanAnswer } from '@larder/domain/api/plans';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/plans/current`: the cook's current plan (or null) and the wizard's defaults. */
export const getCurrentPlan = () => api<Answer<typeof currentPlanAnswer>>('/plans/current');
