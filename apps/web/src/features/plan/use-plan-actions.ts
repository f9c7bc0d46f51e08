import type { PlanDto } from '@larder/kitchen/planning';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { type CurrentPlan, PLAN_QUERY_KEY, writePlanSnapshot } from '../../lib/plan-cache.ts';
import { lockMeal, regeneratePlan, swapMeal } from './api/plan-actions.ts';

const SHOPPING_QUERY_KEY = ['shopping-list'] as const;

function failure(title: string, error: unknown) {
  const description =
    error instanceof ApiError ? error.message : "You're offline. Try again when you're back online.";
  notify({ title, description, tone: 'error' });
}

/** Regenerate, swap and lock: each answers the new plan, which replaces the cached one (and its list). */
export function usePlanActions(userId: string | null, current: CurrentPlan) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, title: string, change: () => Promise<PlanDto>): Promise<boolean> {
    setBusy(key);
    try {
      const plan = await change();
      const next = { ...current, plan };
      client.setQueryData(PLAN_QUERY_KEY, next);
      writePlanSnapshot(userId, next);
      void client.invalidateQueries({ queryKey: SHOPPING_QUERY_KEY });
      return true;
    } catch (error) {
      failure(title, error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  const planId = current.plan?.id ?? '';
  return {
    busy,
    regenerate: async () => {
      if (await run('regenerate', "Couldn't make the plan again", () => regeneratePlan(planId))) {
        notify({
          title: 'A fresh plan',
          description: 'Locked meals stayed where they were.',
          tone: 'success',
        });
      }
    },
    swap: (slot: string, recipeId: string, title: string) =>
      run(`swap:${slot}`, "Couldn't swap that meal", () => swapMeal(planId, slot, recipeId)).then((done) => {
        if (done)
          notify({ title: 'Meal swapped', description: `${title} is in your plan.`, tone: 'success' });
        return done;
      }),
    lock: (slot: string, locked: boolean) =>
      run(`lock:${slot}`, locked ? "Couldn't lock that meal" : "Couldn't unlock that meal", () =>
        lockMeal(planId, slot, locked),
      ),
  };
}

export type PlanActions = ReturnType<typeof usePlanActions>;
