import type { AccountMergeDto } from '@larder/domain/api/account-merge';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { PANTRY_QUERY_KEY } from '../../../lib/pantry-cache.ts';
import { PLAN_QUERY_KEY } from '../../../lib/plan-cache.ts';
import { getAccountMerge, keepPlan, markMergeSeen } from '../api/account-merge.ts';
import { mergeMessage, switchedMessage } from '../merge-message.ts';

const SHOPPING_QUERY_KEY = ['shopping-list'] as const;

/** The pantry, plan and list as the account now has them. */
export function refreshKitchen(client: QueryClient) {
  for (const queryKey of [PANTRY_QUERY_KEY, PLAN_QUERY_KEY, SHOPPING_QUERY_KEY]) {
    void client.invalidateQueries({ queryKey });
  }
}

function showMerge(merge: AccountMergeDto, client: QueryClient) {
  const { title, description, action } = mergeMessage(merge);
  const keep = merge.plan === 'account' ? 'device' : 'account';
  notify({
    title,
    ...(description ? { description } : {}),
    tone: 'success',
    ...(action ? { action: { label: action, onSelect: () => void choose(keep, client) } } : {}),
  });
}

async function choose(keep: 'device' | 'account', client: QueryClient) {
  try {
    const { merge } = await keepPlan(keep);
    refreshKitchen(client);
    notify({ ...switchedMessage(merge), tone: 'success' });
  } catch (error) {
    const description =
      error instanceof ApiError ? error.message : "You're offline. Try again when you're back online.";
    notify({ title: 'The plan was not changed', description, tone: 'error' });
  }
}

/** Says once what signing in did to this device's pantry and plan, with the choice of plan when there is one. */
export async function announceMerge(client: QueryClient): Promise<void> {
  refreshKitchen(client);
  const { merge } = await getAccountMerge();
  if (!merge || merge.seen) return;
  showMerge(merge, client);
  await markMergeSeen();
}
