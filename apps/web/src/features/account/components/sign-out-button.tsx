import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { signOut } from '../../../lib/session.ts';
import { stopRemindersHere } from '../../notifications/stop-reminders-here.ts';

/** Signs out; the app then goes to /auth (or the welcome, before the intro was seen). */
export function SignOutButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        stopRemindersHere()
          .then(signOut)
          .catch((error: unknown) => {
            setBusy(false);
            toast({
              title: 'Could not sign out',
              description: error instanceof Error ? error.message : 'Please try again.',
              tone: 'error',
            });
          });
      }}
    >
      <LogOut aria-hidden="true" className="size-5" />
      Sign out
    </Button>
  );
}
