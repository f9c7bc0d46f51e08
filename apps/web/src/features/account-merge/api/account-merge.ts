import type { accountMergeAnswer, KeepPlanBody, keepPlanAnswer } from '@larder/domain/api/account-merge';
import type { noContentAnswer } from '@larder/domain/api/no-content';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/account/merge`: what signing in did to the account's pantry and plan (null: nothing merged). */
export const getAccountMerge = () => api<Answer<typeof accountMergeAnswer>>('/account/merge');

/** `POST /api/account/merge/seen`: the cook was told; no other device says it again. */
export async function markMergeSeen(): Promise<void> {
  await api<Answer<typeof noContentAnswer>>('/account/merge/seen', { method: 'POST' });
}

/** `POST /api/account/merge/plan`: keep this device's plan or the account's; the list follows it. */
export const keepPlan = (keep: KeepPlanBody['keep']) =>
  api<Answer<typeof keepPlanAnswer>>('/account/merge/plan', { method: 'POST', json: { keep } });
