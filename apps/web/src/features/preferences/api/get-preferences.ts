import type { preferencesAnswer } from '@larder/domain/api/preferences';
import { useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

export const PREFERENCES_QUERY_KEY = ['preferences'] as const;

/** `GET /api/preferences`: the cook's preferences (the defaults, `updatedAt` null, until they save). */
export const getPreferences = () => api<Answer<typeof preferencesAnswer>>('/preferences');

/** Keyed by user, so a new session asks again. */
export function usePreferences(userId: string | undefined) {
  return useQuery({
    queryKey: [...PREFERENCES_QUERY_KEY, userId],
    queryFn: getPreferences,
    enabled: Boolean(userId),
    retry: false,
  });
}
