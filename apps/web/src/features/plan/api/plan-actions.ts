import type { planAnswer, swapOptionsAnswer } from '@larder/domain/api/plans';
import { type Answer, api } from '../../../lib/api-client.ts';

const slotPath = (planId: string, slot: string) =>
  `/plans/${encodeURIComponent(planId)}/slots/${encodeURIComponent(slot)}`;

/** `POST /api/plans/:id/regenerate`: the week made again, locked meals kept. */
export async function regeneratePlan(planId: string) {
  const path = `/plans/${encodeURIComponent(planId)}/regenerate`;
  return (await api<Answer<typeof planAnswer>>(path, { method: 'POST', json: {} })).plan;
}

/** `GET /api/plans/:id/slots/:slot/options`: other recipes that fit the meal. */
export async function fetchSwapOptions(planId: string, slot: string) {
  return (await api<Answer<typeof swapOptionsAnswer>>(`${slotPath(planId, slot)}/options`)).options;
}

/** `POST /api/plans/:id/slots/:slot/swap`. */
export async function swapMeal(planId: string, slot: string, recipeId: string) {
  const path = `${slotPath(planId, slot)}/swap`;
  return (await api<Answer<typeof planAnswer>>(path, { method: 'POST', json: { recipeId } })).plan;
}

/** `PUT /api/plans/:id/slots/:slot/lock`: a locked meal stays when the week is made again. */
export async function lockMeal(planId: string, slot: string, locked: boolean) {
  const path = `${slotPath(planId, slot)}/lock`;
  return (await api<Answer<typeof planAnswer>>(path, { method: 'PUT', json: { locked } })).plan;
}
