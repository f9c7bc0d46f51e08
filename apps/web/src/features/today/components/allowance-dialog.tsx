import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { ChefHat } from 'lucide-react';
import {
  AccountPromptDialog,
  type SignUpDialogComponent,
} from '../../../components/ui/account-prompt-dialog.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

interface AllowanceDialogProps {
  /** A cook with an account sees the way to Pro; everyone else, the free account. */
  hasAccount: boolean;
  message: string;
  onClose: () => void;
  signUpDialog: SignUpDialogComponent;
  /** Where sign-up comes back to: Today, or the recipe the cook was opening. */
  returnTo?: string;
}

const art = (
  <span className="grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand">
    <ChefHat aria-hidden="true" className="size-7" />
  </span>
);

/** Today's free recipes are used (spec §1): sign up for more, or (with an account) see Pro. */
export function AllowanceDialog({
  hasAccount,
  message,
  onClose,
  signUpDialog,
  returnTo = '/today',
}: AllowanceDialogProps) {
  if (!hasAccount) {
    return (
      <AccountPromptDialog
        open
        onClose={onClose}
        art={art}
        title={`Create a free account to get ${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today`}
        lead="You've used today's free recipe. Your pantry comes with you into the account."
        benefits={[
          `${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today, and more every day`,
          'Your pantry and recipes safe on every device',
          'Free: no card needed',
        ]}
        returnTo={returnTo}
        signUpDialog={signUpDialog}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} title="That's today's free recipes" description={message} art={art}>
      <div className="flex flex-col gap-3">
        <ButtonLink to="/pricing" size="lg" data-autofocus>
          See Larder Pro
        </ButtonLink>
        <Button size="lg" variant="ghost" className="w-full" onClick={onClose}>
          Not Now
        </Button>
      </div>
    </Dialog>
  );
}
