import { checkForm, forgotPasswordSchema } from '@larder/domain/auth';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { authProblem } from '../auth-errors.ts';
import { authSearchFor } from '../auth-mode.ts';
import { useMailDelivered } from '../mail-delivery.ts';
import { useResetCooldown } from '../reset-cooldown.ts';
import { TextLink } from './auth-links.tsx';
import { CheckEmail } from './check-email.tsx';
import { NoMailNote } from './no-mail-note.tsx';

/**
 * Asks for a reset link. The answer is "Check your email" whether or not the address has an account;
 * then, or after a 429, the button counts down ("Resend in Ns") across reloads (spec §4). A server
 * without a mail server keeps the link in its mail folder instead, and the form says so, before and after.
 */
export function ForgotPasswordForm() {
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formId = useId();
  const form = useFormErrors<'email'>(formId);
  const cooldown = useResetCooldown();
  const request = useRequestPasswordReset();
  const mailDelivered = useMailDelivered();
  const waiting = cooldown.secondsLeft > 0;

  function send(address: string) {
    request.mutate(address, {
      onSuccess: () => {
        cooldown.start();
        setSentTo(address);
        toast({
          title: mailDelivered ? 'Password reset email sent' : 'Reset link requested',
          tone: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          cooldown.start(error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : undefined);
        }
        form.fail(authProblem(error, 'forgot-password'));
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.check(checkForm(forgotPasswordSchema, { email }));
    if (values) send(values.email);
  }

  const sendButton = (label: string, onClick?: () => void) => (
    <Button
      type={onClick ? 'button' : 'submit'}
      size="lg"
      onClick={onClick}
      disabled={waiting || request.isPending}
      aria-busy={request.isPending}
    >
      {waiting ? `Resend in ${cooldown.secondsLeft}s` : label}
    </Button>
  );
  const backToSignIn = <TextLink to={{ search: authSearchFor('sign-in', search) }}>Back to sign in</TextLink>;

  if (sentTo && !mailDelivered) {
    return (
      <CheckEmail
        title="Reset link kept on the server"
        icon={KeyRound}
        actions={
          <>
            {sendButton('Resend Reset Link', () => send(sentTo))}
            <p>{backToSignIn}</p>
          </>
        }
      >
        If an account exists for <strong className="text-text">{sentTo}</strong>, its link to set a new
        password is now kept on this Larder server. Ask whoever runs it to find the link in its mail folder.
        The link works once, for an hour.
      </CheckEmail>
    );
  }

  if (sentTo) {
    return (
      <CheckEmail
        actions={
          <>
            {sendButton('Resend Reset Link', () => send(sentTo))}
            <p>{backToSignIn}</p>
          </>
        }
      >
        If an account exists for <strong className="text-text">{sentTo}</strong>, it will get a link to set a
        new password. The link works once.
      </CheckEmail>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-label="Reset password"
      aria-describedby={mailDelivered ? undefined : `${formId}-no-mail`}
    >
      {mailDelivered ? null : (
        <NoMailNote id={`${formId}-no-mail`}>
          This Larder server doesn't send email. Your reset link will be kept on the server instead: ask
          whoever runs this Larder to find it in its mail folder.
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
      {sendButton('Send Reset Link')}
      <p className="text-center">{backToSignIn}</p>
    </form>
  );
}
