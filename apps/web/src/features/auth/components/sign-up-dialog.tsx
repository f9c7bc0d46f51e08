import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LegalNote } from './auth-links.tsx';
import { SignUpOptions } from './sign-up-options.tsx';

export interface SignUpDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where to come back to once the account exists (the screen that opened the dialog). */
  returnTo: string;
}

/**
 * The sign-up form in a modal, for the prompts on screens that need an account. The screen that opened
 * it is `returnTo`: an account signed in at once (a server without mail) closes it and stays there.
 */
export function SignUpDialog({ open, onClose, returnTo }: SignUpDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create your free account"
      description="Save your recipes, plans and pantry, and use them on every device."
    >
      <SignUpOptions returnTo={returnTo} onSignedIn={onClose} />
      <p className="mt-5 text-center text-muted">
        Already have an account?{' '}
        <Link
          to={`/auth?mode=signin&returnTo=${encodeURIComponent(returnTo)}`}
          className="inline-flex min-h-12 items-center font-semibold text-brand underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
      <LegalNote />
    </Dialog>
  );
}
