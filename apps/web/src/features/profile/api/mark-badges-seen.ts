import type { noContentAnswer } from '@larder/domain/api/no-content';
import type { Badge, badgesSeenBody } from '@larder/domain/api/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client.ts';
import { type ProfileSummary, profileSummaryKey } from './get-profile-summary.ts';

/** `POST /api/profile/badges/seen`: the badges Profile just celebrated, so they are celebrated once. */
export function markBadgesSeen(badges: Badge[]) {
  const body: z.input<typeof badgesSeenBody> = { badges };
  return api<Answer<typeof noContentAnswer>>('/profile/badges/seen', { method: 'POST', json: body });
}

/** Marks badges seen, and no longer new in the summary this device holds. */
export function useMarkBadgesSeen(userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markBadgesSeen,
    onSuccess: (_answer, badges) => {
      client.setQueryData<ProfileSummary>(profileSummaryKey(userId), (summary) =>
        summary
          ? {
              ...summary,
              badges: summary.badges.map((one) =>
                badges.includes(one.badge) ? { ...one, isNew: false } : one,
              ),
            }
          : summary,
      );
    },
  });
}
