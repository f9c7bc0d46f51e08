import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session.ts';

/**
 * After an anonymous cook signs in (email, Google or Apple: any way that turns this device's anonymous
 * session into an account's), says what became of this device's pantry and plan, once, with the choice
 * of plan when there is one (decision 021).
 */
export function MergeNotice() {
  const { status } = useSession();
  const client = useQueryClient();
  const previous = useRef(status);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'anonymous' || status !== 'signed-in') return;
    // Loaded only when it happens, so the first load of every screen does not carry it.
    import('./merge-toast.ts')
      .then(({ announceMerge }) => announceMerge(client))
      .catch(() => {
        // Offline or refused: the data merged all the same; only the notice is not shown.
      });
  }, [status, client]);

  return null;
}
