import type { AccountMergeDto } from '@larder/domain/api/account-merge';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { PANTRY_QUERY_KEY } from '../../../lib/pantry-cache.ts';
import { PLAN_QUERY_KEY } from '../../../lib/plan-cache.ts';
import { useSession } from '../../../lib/session.ts';
import { getAccountMerge, keepPlan, markMergeSeen } from '../api/account-merge.ts';
import { mergeMessage, switchedMessage } from '../merge-message.ts';

const SHOPPING_QUERY_KEY = ['shopping-list'] as const;

function refreshKitchen(client: QueryClient) {
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

/**
 * After an anonymous cook signs in (email, Google or Apple: any way that turns this device's anonymous
 * session into an account's), says what became of this device's pantry and plan, once, with the choice
 * of plan when there is one (decision 020).
 */
export function MergeNotice() {
  const { status } = useSession();
  const client = useQueryClient();
  const previous = useRef(status);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'anonymous' || status !== 'signed-in') return;
    refreshKitchen(client);
    getAccountMerge()
      .then(({ merge }) => {
        if (!merge || merge.seen) return;
        showMerge(merge, client);
        return markMergeSeen();
      })
      .catch(() => {
        // Offline or refused: the data merged all the same; only the notice is not shown.
      });
  }, [status, client]);

  return null;
}
