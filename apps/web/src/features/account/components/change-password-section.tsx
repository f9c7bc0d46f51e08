import { changePasswordSchema, checkForm } from '@larder/domain/auth';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsSection } from './settings-section.tsx';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

function problemOf(error: unknown) {
  const code = error instanceof ApiError ? error.code : '';
  const message = error instanceof Error ? error.message : 'Please try again.';
  if (code === 'INVALID_PASSWORD')
    return { field: 'currentPassword', title: 'Error', description: 'Your current password is not right.' };
  if (code === 'PASSWORD_TOO_COMMON' || code === 'PASSWORD_TOO_WEAK')
    return { field: 'newPassword', title: 'Error', description: message };
  return { title: 'Error', description: message };
}

export function ChangePasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const form = useFormErrors<Field>(useId());
  const change = useChangePassword();

  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      id={form.fieldId(name)}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value });
        form.clear(name);
      }}
      error={form.errors[name]}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.check(checkForm(changePasswordSchema, values));
    if (!checked) return;
    const { currentPassword, newPassword } = checked;
    change.mutate(
      { currentPassword, newPassword, revokeOtherSessions: revokeOthers },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast({ title: 'Password updated successfully', tone: 'success' });
        },
        onError: (error) => form.fail(problemOf(error)),
      },
    );
  }

  return (
    <SettingsSection id="change-password" title="Change password">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Change password">
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        <label className="flex min-h-12 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={revokeOthers}
            onChange={(event) => setRevokeOthers(event.target.checked)}
            className="size-5 accent-[var(--brand)]"
          />
          Sign out of my other devices
        </label>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending} className="self-start">
          Update Password
        </Button>
      </form>
    </SettingsSection>
  );
}
