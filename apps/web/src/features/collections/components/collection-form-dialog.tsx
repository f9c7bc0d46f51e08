import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  type CollectionForm,
  type CollectionFormErrors,
  checkCollectionForm,
  DESCRIPTION_MAX,
} from '../../../lib/collection-messages.ts';

interface CollectionFormDialogProps {
  title: string;
  submitLabel: string;
  initial?: CollectionForm;
  onSubmit: (form: CollectionForm) => void;
  onClose: () => void;
}

/** A collection's name and optional description: new, or changed. Problems show under their field. */
export function CollectionFormDialog({
  title,
  submitLabel,
  initial,
  onSubmit,
  onClose,
}: CollectionFormDialogProps) {
  const [form, setForm] = useState<CollectionForm>(initial ?? { name: '', description: '' });
  const [errors, setErrors] = useState<CollectionFormErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = checkCollectionForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      document.getElementById(result.errors.name ? 'collection-name' : 'collection-description')?.focus();
      return;
    }
    onSubmit(result.value);
  }

  return (
    <Dialog open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id="collection-name"
          label="Name"
          value={form.name}
          error={errors.name}
          autoComplete="off"
          placeholder="Weeknight dinners"
          onChange={(event) => {
            setForm({ ...form, name: event.target.value });
            setErrors({ ...errors, name: undefined });
          }}
        />
        <TextAreaField
          id="collection-description"
          label="Description (optional)"
          rows={3}
          value={form.description}
          error={errors.description}
          aside={`${form.description.trim().length} / ${DESCRIPTION_MAX}`}
          onChange={(event) => {
            setForm({ ...form, description: event.target.value });
            setErrors({ ...errors, description: undefined });
          }}
        />
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="submit" className="sm:flex-1">
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose} className="sm:flex-1">
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
