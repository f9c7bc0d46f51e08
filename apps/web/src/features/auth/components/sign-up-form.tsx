import { checkForm, signUpSchema } from '@larder/domain/auth';
import { PASSWORD_MIN_LENGTH } from '@larder/domain/constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { useSignUpWithEmail } from '../api/sign-up-email.ts';
import { authProblem } from '../auth-errors.ts';

/** Email and password → an account, confirmed by the mail it sends ("Check your email"). */
export function SignUpForm({
  returnTo,
  onSent,
}: {
  returnTo: string | null;
  onSent: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormErrors<'email' | 'password'>(useId());
  const signUp = useSignUpWithEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.check(checkForm(signUpSchema, { email, password }));
    if (!values) return;
    signUp.mutate(
      { ...values, returnTo },
      {
        onSuccess: () => {
          toast({
            title: 'Check your email',
            description: `We sent a link to ${values.email}.`,
            tone: 'success',
          });
          onSent(values.email);
        },
        onError: (error) => form.fail(authProblem(error, 'sign-up')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Create your account">
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
      <Button type="submit" size="lg" disabled={signUp.isPending} aria-busy={signUp.isPending}>
        Create Your Account
      </Button>
    </form>
  );
}
