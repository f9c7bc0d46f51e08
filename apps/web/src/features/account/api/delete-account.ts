import type { noContentAnswer } from '@larder/domain/api/no-content';
import { DELETE_ACCOUNT_CONFIRMATION } from '@larder/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { type Answer, api } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';

/** `DELETE /api/account` with `{ confirm: "DELETE" }`: the account and all its data go (204). */
export function deleteAccount(): Promise<null> {
  return api<Answer<typeof noContentAnswer>>('/account', {
    method: 'DELETE',
    json: { confirm: DELETE_ACCOUNT_CONFIRMATION },
  });
}

/** Deletes, then ends the session here (the app then leaves Settings, so this hook says goodbye). */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast({
        title: 'Your account was deleted',
        description: 'Thank you for cooking with Larder.',
        tone: 'success',
      });
      endSession();
    },
  });
