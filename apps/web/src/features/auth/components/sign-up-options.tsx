import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckEmail } from './check-email.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** Every way to create an account (providers, then email), and "Check your email" once a mail went out. */
export function SignUpOptions({ returnTo }: { returnTo: string | null }) {
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
      <SignUpForm returnTo={returnTo} onSent={setSentTo} />
    </>
  );
}
