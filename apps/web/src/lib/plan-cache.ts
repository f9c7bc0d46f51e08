import type { CookPreferences } from '@larder/domain/cook-preferences';
import type { PlanAnswers, PlanDto } from '@larder/kitchen/planning';
import { useQuery } from '@tanstack/react-query';
import { getCurrentPlan } from '../features/plan/api/get-current-plan.ts';
import { useSession } from './session.ts';
import { readFlag, writeFlag } from './storage.ts';

/**
 * The current plan, the wizard's defaults and the cook's saved preferences (Today's and the wizard's
 * start), as `GET /api/plans/current` answers them; a copy kept before preferences existed has none.
 */
export type CurrentPlan = {
  plan: PlanDto | null;
  answers: PlanAnswers | null;
  cookPreferences?: CookPreferences | null;
};

export const PLAN_QUERY_KEY = ['plan', 'current'] as const;

type Snapshot = CurrentPlan & { userId: string | null };

/** The copy kept on this device for this user, so the week opens offline. */
function readSnapshot(userId: string | null | undefined): CurrentPlan | undefined {
  try {
    const snapshot = JSON.parse(readFlag('larder_plan') ?? 'null') as Snapshot | null;
    // As kept (its userId is this user's), the cook's preferences with it when it has them.
    return !snapshot || snapshot.userId !== (userId ?? null) ? undefined : snapshot;
  } catch {
    return undefined;
  }
}

export function writePlanSnapshot(userId: string | null | undefined, current: CurrentPlan): void {
  writeFlag('larder_plan', JSON.stringify({ ...current, userId: userId ?? null } satisfies Snapshot));
}

/** The cook's current plan: the device's copy at once, the server's once it answers. */
export function usePlan() {
  const { status, user } = useSession();
  const hasSession = status === 'anonymous' || status === 'signed-in';
  const query = useQuery({
    queryKey: PLAN_QUERY_KEY,
    queryFn: async () => {
      const current = await getCurrentPlan();
      writePlanSnapshot(user?.id, current);
      return current;
    },
    enabled: hasSession,
    initialData: () => readSnapshot(user?.id),
    initialDataUpdatedAt: 0,
    refetchOnMount: true,
  });
  return {
    current: query.data,
    isLoading: query.data === undefined && (status === 'loading' || (hasSession && query.isPending)),
    isOfflineCopy: query.isError && query.data !== undefined,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
    userId: user?.id ?? null,
  };
}
