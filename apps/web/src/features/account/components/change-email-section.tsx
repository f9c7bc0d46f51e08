import { changeEmailSchema, checkForm } from '@larder/domain/auth';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { SettingsSection } from './settings-section.tsx';

export function ChangeEmailSection({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormErrors<'newEmail'>(useId());
  const change = useChangeEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.check(checkForm(changeEmailSchema, { newEmail }));
    if (!values) return;
    change.mutate(values.newEmail, {
      onSuccess: () => {
        setSentTo(values.newEmail);
        setNewEmail('');
        toast({
          title: 'Check your email',
          description: `We sent a confirmation link to ${values.newEmail}.`,
          tone: 'success',
        });
      },
      onError: (error) =>
        form.fail({
          field: 'newEmail',
          title: 'Error',
          description: error instanceof Error ? error.message : 'Please try again.',
        }),
    });
  }

  return (
    <SettingsSection
      id="change-email"
      title="Change email"
      text={
        <>
          You sign in with <strong className="text-text wrap-anywhere">{currentEmail}</strong>.
        </>
      }
    >
      {sentTo ? (
        <p className="mb-4 flex gap-3 rounded-2xl bg-brand-soft p-4 wrap-anywhere" role="status">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>
            <strong>Check your email.</strong> Open the link we sent to {sentTo} to finish the change.
          </span>
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Change email">
        <TextField
          id={form.fieldId('newEmail')}
          label="New email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          value={newEmail}
          onChange={(event) => {
            setNewEmail(event.target.value);
            form.clear('newEmail');
          }}
          error={form.errors.newEmail}
        />
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending} className="self-start">
          Change Email
        </Button>
      </form>
    </SettingsSection>
  );
}
