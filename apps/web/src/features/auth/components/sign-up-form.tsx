import { checkForm, signUpSchema } from '@larder/domain/auth';
import { PASSWORD_MIN_LENGTH } from '@larder/domain/constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { refreshSession } from '../../../lib/session.ts';
import { type SignUpAnswer, useSignUpWithEmail } from '../api/sign-up-email.ts';
import { authProblem } from '../auth-errors.ts';
import { useMailDelivered } from '../mail-delivery.ts';
import { noteAccountCreated } from '../new-account.ts';
import { NoMailNote } from './no-mail-note.tsx';

/**
 * Email and password → an account. Confirmed by the mail it sends ("Check your email"); on a server
 * without a mail server it is signed in at once instead, and the note above the form says so. The
 * screen around it then goes on (returnTo, or Today's welcome), and a dialog is closed (`onSignedIn`).
 */
export function SignUpForm({
  returnTo,
  onSent,
  onSignedIn,
}: {
  returnTo: string | null;
  onSent: (email: string) => void;
  onSignedIn?: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const formId = useId();
  const form = useFormErrors<'email' | 'password'>(formId);
  const signUp = useSignUpWithEmail();
  const mailDelivered = useMailDelivered();
  const busy = signUp.isPending || signingIn;

  // The server signed the new account in (nothing to confirm): the anonymous visitor's pantry and
  // recipes are the account's now; the app learns who is signed in and moves on.
  async function signedUp(answer: SignUpAnswer) {
    setSigningIn(true);
    noteAccountCreated(answer.user.id);
    try {
      const { status } = await refreshSession();
      if (status !== 'signed-in') throw new Error('Your account is ready. Please sign in to continue.');
      // Today's welcome card says so when the screen goes there; a dialog or a returnTo does not.
      if (onSignedIn || returnTo)
        toast({ title: 'Account created', description: 'Welcome to Larder!', tone: 'success' });
      onSignedIn?.();
    } catch (error) {
      form.fail(authProblem(error, 'sign-up'));
    } finally {
      setSigningIn(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.check(checkForm(signUpSchema, { email, password }));
    if (!values) return;
    signUp.mutate(
      { ...values, returnTo },
      {
        onSuccess: (answer) => {
          // An ad-conversion count (spec §7); it reaches Meta only with consent (features/conversions).
          void import('../../conversions/track-conversions.ts')
            .then(({ trackConversion }) => trackConversion({ kind: 'registration' }, answer.user.id))
            .catch(() => undefined);
          if (answer.token) {
            void signedUp(answer);
            return;
          }
          // The screen turns into "Check your email" with the address: no toast saying it again.
          onSent(values.email);
        },
        onError: (error) => form.fail(authProblem(error, 'sign-up')),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-label="Create your account"
      aria-describedby={mailDelivered ? undefined : `${formId}-no-mail`}
    >
      {mailDelivered ? null : (
        <NoMailNote id={`${formId}-no-mail`}>
          This Larder server doesn't send email, so there is no address to confirm: your account is ready as
          soon as you create it.
        </NoMailNote>
      )}
      <TextField
        id={form.fieldId('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clear('email');
        }}
        error={form.errors.email}
      />
      <PasswordField
        id={form.fieldId('password')}
        label="Password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          form.clear('password');
        }}
        error={form.errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        Create Your Account
      </Button>
    </form>
  );
}
