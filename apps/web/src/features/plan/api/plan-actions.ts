import type { PlanDto, SwapOption } from '@larder/kitchen/planning';
import { api } from '../../../lib/api-client.ts';

const slotPath = (planId: string, slot: string) =>
  `/plans/${encodeURIComponent(planId)}/slots/${encodeURIComponent(slot)}`;

export async function regeneratePlan(planId: string): Promise<PlanDto> {
  return (
    await api<{ plan: PlanDto }>(`/plans/${encodeURIComponent(planId)}/regenerate`, {
      method: 'POST',
      json: {},
    })
  ).plan;
}

export async function fetchSwapOptions(planId: string, slot: string): Promise<SwapOption[]> {
  return (await api<{ options: SwapOption[] }>(`${slotPath(planId, slot)}/options`)).options;
}

export async function swapMeal(planId: string, slot: string, recipeId: string): Promise<PlanDto> {
  return (
    await api<{ plan: PlanDto }>(`${slotPath(planId, slot)}/swap`, { method: 'POST', json: { recipeId } })
  ).plan;
}

export async function lockMeal(planId: string, slot: string, locked: boolean): Promise<PlanDto> {
  return (await api<{ plan: PlanDto }>(`${slotPath(planId, slot)}/lock`, { method: 'PUT', json: { locked } }))
    .plan;
}
