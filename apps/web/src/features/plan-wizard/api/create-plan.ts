import type { planAnswer } from '@larder/domain/api/plans';
import type { PlanAnswers } from '@larder/kitchen/planning';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/plans`: a week planned from the wizard's answers (kept as the next plan's defaults). */
export async function createPlan(answers: PlanAnswers) {
  return (await api<Answer<typeof planAnswer>>('/plans', { method: 'POST', json: answers })).plan;
}
