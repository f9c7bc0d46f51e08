import type { profileSummaryAnswer } from '@larder/domain/api/profile';
import { useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

export type ProfileSummary = Answer<typeof profileSummaryAnswer>;

export const profileSummaryKey = (userId: string | undefined) => ['profile-summary', userId] as const;

/**
 * `GET /api/profile/summary`: food saved, meals cooked, streak and badges. Asked again each time Profile
 * opens (cooking happens on other screens), showing the last answer meanwhile.
 */
export function useProfileSummary(userId: string | undefined) {
  return useQuery({
    queryKey: profileSummaryKey(userId),
    queryFn: () => api<Answer<typeof profileSummaryAnswer>>('/profile/summary'),
    enabled: Boolean(userId),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
