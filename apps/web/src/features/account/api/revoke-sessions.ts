import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.ts';
import { signOut } from '../../../lib/session.ts';

/** `POST /api/auth/revoke-sessions` (every device), then sign out here too. */
export async function signOutEverywhere() {
  await authApi<unknown>('/revoke-sessions', { json: {} });
  await signOut();
}

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
