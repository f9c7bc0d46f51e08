import { checkForm, DELETE_ACCOUNT_CONFIRMATION, deleteAccountSchema } from '@larder/domain/auth';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsSection } from './settings-section.tsx';

/** White on the dark theme's light red is too faint; dark text keeps the danger buttons readable. */

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [confirm, setConfirm] = useState('');
  const form = useFormErrors<'confirm'>(useId());
  const remove = useDeleteAccount();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(checkForm(deleteAccountSchema, { confirm: confirm.trim() }))) return;
    remove.mutate(undefined, {
      onError: (error) =>
        form.fail({
          title: 'Could not delete your account',
          description: error instanceof Error ? error.message : 'Please try again.',
        }),
    });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete your account?"
      description="Your account, recipes, plans, collections and pantry are deleted for good. This cannot be undone."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Delete account">
        <TextField
          id={form.fieldId('confirm')}
          label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            form.clear('confirm');
          }}
          error={form.errors.confirm}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending} aria-busy={remove.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      tone="danger"
      text="Deletes your account and everything in it. Download your data first if you want a copy."
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        Delete my account
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SettingsSection>
  );
}
