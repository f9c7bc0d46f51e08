import { checkForm, newPasswordSchema } from '@larder/domain/auth';
import { PASSWORD_MIN_LENGTH } from '@larder/domain/constants';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { authProblem, RESET_LINK_INVALID_MESSAGE } from '../auth-errors.ts';
import { authSearchFor, recoveryTokenFrom } from '../auth-mode.ts';
import { TextLink } from './auth-links.tsx';

/** Set New Password, from the reset link's token: password + confirmation, then sign in with it. */
export function NewPasswordForm() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const token = recoveryTokenFrom(search, hash);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = useFormErrors<'password' | 'confirmPassword'>(useId());
  const reset = useResetPassword();
  const requestNewLink = (
    <TextLink to={{ search: authSearchFor('forgot-password', '') }}>Request a new link</TextLink>
  );

  if (!token) {
    return (
      <div className="flex flex-col gap-3">
        <p className="flex gap-3 rounded-2xl bg-sunken p-4" role="alert">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          {RESET_LINK_INVALID_MESSAGE}
        </p>
        <p className="text-center">{requestNewLink}</p>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.check(checkForm(newPasswordSchema, { password, confirmPassword }));
    if (!values || !token) return;
    reset.mutate(
      { newPassword: values.password, token },
      {
        onSuccess: () => {
          toast({
            title: 'Password updated successfully',
            description: 'Sign in with your new password.',
            tone: 'success',
          });
          navigate({ pathname: '/auth', search: authSearchFor('sign-in', '') }, { replace: true });
        },
        onError: (error) => form.fail(authProblem(error, 'new-password')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Set new password">
      <PasswordField
        id={form.fieldId('password')}
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          form.clear('password');
        }}
        error={form.errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <PasswordField
        id={form.fieldId('confirmPassword')}
        label="Confirm new password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
          form.clear('confirmPassword');
        }}
        error={form.errors.confirmPassword}
      />
      <Button type="submit" size="lg" disabled={reset.isPending} aria-busy={reset.isPending}>
        Update Password
      </Button>
      <p className="text-center">{requestNewLink}</p>
    </form>
  );
}
