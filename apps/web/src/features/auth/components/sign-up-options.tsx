import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckEmail } from './check-email.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/**
 * Every way to create an account (providers, then email), and "Check your email" once a mail went out.
 * `onSignedIn`: the new account was signed in at once (a server without mail), for a dialog to close.
 */
export function SignUpOptions({
  returnTo,
  onSignedIn,
}: {
  returnTo: string | null;
  onSignedIn?: () => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <CheckEmail
        actions={
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
        }
      >
        We sent a link to <strong className="text-text">{sentTo}</strong>. Open it to confirm your address and
        finish creating your account.
      </CheckEmail>
    );
  }
  return (
    <>
      <ProviderButtons returnTo={returnTo} />
      <SignUpForm returnTo={returnTo} onSent={setSentTo} onSignedIn={onSignedIn} />
    </>
  );
}
