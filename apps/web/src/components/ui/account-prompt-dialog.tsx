import { Check } from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { Button, ButtonLink } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** The auth feature's sign-up dialog, handed to a screen by the router (features do not import each other). */
export type SignUpDialogComponent = ComponentType<{ open: boolean; onClose: () => void; returnTo: string }>;

interface AccountPromptDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  lead: string;
  benefits: string[];
  art?: ReactNode;
  /** Where the cook comes back to after signing up or in. */
  returnTo: string;
  signUpDialog: SignUpDialogComponent;
}

/**
 * The account prompt as a dialog (the pattern of spec §2's Save Your Recipes prompt): what an account
 * gives, then Create Free Account (the sign-up dialog), Sign In, Not Now.
 */
export function AccountPromptDialog(props: AccountPromptDialogProps) {
  const { open, onClose, title, lead, benefits, art, returnTo, signUpDialog: SignUpDialog } = props;
  const [signingUp, setSigningUp] = useState(false);
  return (
    <>
      <Dialog open={open && !signingUp} onClose={onClose} title={title} description={lead} art={art}>
        <ul className="space-y-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" strokeWidth={3} />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3">
          <Button size="lg" data-autofocus onClick={() => setSigningUp(true)}>
            Create Free Account
          </Button>
          <ButtonLink
            to={`/auth?mode=signin&returnTo=${encodeURIComponent(returnTo)}`}
            size="lg"
            variant="secondary"
          >
            Sign In
          </ButtonLink>
          <Button size="lg" variant="ghost" className="w-full" onClick={onClose}>
            Not Now
          </Button>
        </div>
      </Dialog>
      {open && signingUp ? (
        <Suspense fallback={null}>
          <SignUpDialog
            open
            onClose={() => {
              setSigningUp(false);
              onClose();
            }}
            returnTo={returnTo}
          />
        </Suspense>
      ) : null}
    </>
  );
}
