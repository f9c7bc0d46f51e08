import type { entitlementsAnswer } from '@larder/domain/api/entitlements';
import { ENTITLEMENT_RETRY } from '@larder/domain/constants';
import { entitlementRetryDelayMs } from '@larder/domain/entitlements';
import { useQuery } from '@tanstack/react-query';
import { type Answer, ApiError, api } from '../../../lib/api-client.ts';

export type Entitlements = Answer<typeof entitlementsAnswer>;

export const entitlementsKey = (userId: string | undefined) => ['entitlements', userId] as const;

/** `POST /api/functions/get-entitlements`: the cook's Pro as the server knows it from the stores. */
export function fetchEntitlements(): Promise<Entitlements> {
  return api<Answer<typeof entitlementsAnswer>>('/functions/get-entitlements', { method: 'POST', json: {} });
}

/**
 * Spec §4: up to 3 retries, waiting min(1000 * 2^(n-1), 5000) ms before retry n. An answer from the
 * server that refuses (signed out) is not retried.
 */
export const entitlementRetry = {
  retry: (failures: number, error: Error) =>
    failures < ENTITLEMENT_RETRY.attempts && !(error instanceof ApiError && error.status < 500),
  // TanStack Query counts failures from 0 before the first retry.
  retryDelay: (failures: number) => entitlementRetryDelayMs(failures + 1),
};

export function useEntitlements(userId: string | undefined) {
  return useQuery({
    queryKey: entitlementsKey(userId),
    queryFn: fetchEntitlements,
    enabled: Boolean(userId),
    ...entitlementRetry,
  });
}
