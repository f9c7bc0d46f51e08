import type { CookPreferences, preferencesAnswer } from '@larder/domain/api/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { type CurrentPlan, PLAN_QUERY_KEY } from '../../../lib/plan-cache.ts';
import { removeFlag } from '../../../lib/storage.ts';
import { PREFERENCES_QUERY_KEY } from './get-preferences.ts';

/** `PUT /api/preferences`: the whole set; a 400 names the field with the server's message. */
export const savePreferences = (preferences: CookPreferences) =>
  api<Answer<typeof preferencesAnswer>>('/preferences', { method: 'PUT', json: preferences });

/**
 * Saves, then: this device forgets the goal and servings last picked on Today and the preferences taken
 * off there, so Today starts from the preferences just chosen; the plan's answer (which carries the preferences to Today and the
 * wizard) takes them at once and is asked again.
 */
export function useSavePreferences(userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => {
      client.setQueryData([...PREFERENCES_QUERY_KEY, userId], answer);
      removeFlag('larder_cook_choice');
      removeFlag('larder_preferences_off');
      client.setQueryData<CurrentPlan>(PLAN_QUERY_KEY, (current) =>
        current ? { ...current, cookPreferences: answer.preferences } : current,
      );
      void client.invalidateQueries({ queryKey: PLAN_QUERY_KEY });
    },
  });
}
