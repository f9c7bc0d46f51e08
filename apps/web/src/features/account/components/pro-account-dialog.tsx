import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSession } from '../../../lib/session.ts';
import { useMe } from '../api/get-me.ts';

/**
 * An anonymous cook who owns Pro is urged to create an account (spec §2): without one, the purchase
 * lives only on this device. After signing up or in they come back to `returnTo`.
 */
export function ProAccountDialog({
  returnTo,
  onCreateAccount,
}: {
  returnTo: string;
  onCreateAccount: () => void;
}) {
  const { status, user } = useSession();
  const me = useMe(status === 'anonymous' ? user?.id : undefined);
  const [dismissed, setDismissed] = useState(false);
  const open = status === 'anonymous' && me.data?.isPro === true && !dismissed;

  return (
    <Dialog
      open={open}
      onClose={() => setDismissed(true)}
      title="You're Pro"
      art={
        <span className="grid size-14 place-items-center rounded-2xl bg-brand text-on-brand">
          <Crown aria-hidden="true" className="size-7" />
        </span>
      }
      description="Your Pro subscription lives only on this device for now. Create a free account to keep it safe and use it on all your devices."
    >
      <div className="flex flex-col gap-3">
        <Button
          size="lg"
          data-autofocus
          onClick={() => {
            setDismissed(true);
            onCreateAccount();
          }}
        >
          Create Free Account
        </Button>
        <ButtonLink
          to={`/auth?mode=signin&returnTo=${encodeURIComponent(returnTo)}`}
          size="lg"
          variant="secondary"
        >
          Sign In
        </ButtonLink>
        <Button size="lg" variant="ghost" className="w-full" onClick={() => setDismissed(true)}>
          Not Now
        </Button>
      </div>
    </Dialog>
  );
}
