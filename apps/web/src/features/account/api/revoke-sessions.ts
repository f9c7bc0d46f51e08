import type { statusAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { signOut } from '../../../lib/session.ts';
import { stopRemindersHere } from '../../notifications/stop-reminders-here.ts';

/** `POST /api/auth/revoke-sessions` (every device), then sign out here too. */
export async function signOutEverywhere() {
  await stopRemindersHere();
  await api<Answer<typeof statusAnswer>>('/auth/revoke-sessions', { method: 'POST', json: {} });
  await signOut();
}

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
