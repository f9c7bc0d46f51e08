import { Check, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { savePantryEdit } from '../../../lib/pantry-edits.ts';
import type { PantryItemView } from '../../../lib/pantry-types.ts';
import { changesFrom, formOf, type ItemForm } from '../edit-item-form.ts';
import { dayAfter, estimateText, expiryOf } from '../expiry.ts';
import { capitalise } from './pantry-row.tsx';
import { PlaceAndUnitFields } from './place-and-unit-fields.tsx';

/**
 * One tap for the dates a cook says most ("use it today", "it goes off in a week"): it saves the item with
 * that date (and any other change made above) and closes, so a date takes two taps from the list.
 */
const QUICK_DATES = [
  { label: 'Today', days: 0 },
  { label: 'Tomorrow', days: 1 },
  { label: 'In 3 days', days: 3 },
  { label: 'In a week', days: 7 },
] as const;

interface EditItemDialogProps {
  item: PantryItemView;
  today: string;
  onClose: () => void;
}

/** Change an item's amount, place, date or name; or mark it used up, or remove it. Works offline. */
export function EditItemDialog({ item, today, onClose }: EditItemDialogProps) {
  const [form, setForm] = useState<ItemForm>(() => formOf(item));
  const [problem, setProblem] = useState<{ field: keyof ItemForm; message: string } | null>(null);
  const set = (patch: Partial<ItemForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const title = capitalise(item.name);
  const expiry = expiryOf(item.expiresOn, today);
  const error = (field: keyof ItemForm) => (problem?.field === field ? problem.message : undefined);

  function save(event: FormEvent) {
    event.preventDefault();
    saveForm(form);
  }

  function saveForm(values: ItemForm) {
    const result = changesFrom(item, values);
    if (!result.ok) {
      setProblem(result);
      document.getElementById(`edit-${result.field}`)?.focus();
      return;
    }
    if (Object.keys(result.changes).length > 0) {
      // The list shows the change at once: no toast repeating it.
      savePantryEdit({ kind: 'update', itemId: item.id, changes: result.changes });
    }
    onClose();
  }

  function finish(kind: 'used' | 'remove') {
    savePantryEdit({ kind, itemId: item.id, name: item.name });
    toast({ title: `${title} ${kind === 'used' ? 'used up' : 'removed'}`, tone: 'success' });
    onClose();
  }

  const estimate = item.expiryEstimated && expiry ? estimateText(expiry.days) : null;
  return (
    <Dialog open onClose={onClose} title={`Edit ${title}`}>
      <form onSubmit={save} noValidate className="space-y-4">
        <TextField
          id="edit-name"
          label="Name"
          value={form.name}
          error={error('name')}
          onChange={(event) => set({ name: event.target.value })}
          autoComplete="off"
        />
        <PlaceAndUnitFields form={form} set={set} quantityError={error('quantity')} />
        <fieldset className="space-y-2">
          <legend className="font-semibold">Goes off</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {QUICK_DATES.map(({ label, days }) => {
              const date = dayAfter(today, days);
              return (
                <Button
                  key={label}
                  variant={form.expiresOn === date ? 'primary' : 'secondary'}
                  aria-pressed={form.expiresOn === date}
                  onClick={() => saveForm({ ...form, expiresOn: date })}
                >
                  {label}
                </Button>
              );
            })}
          </div>
        </fieldset>
        <TextField
          id="edit-expiresOn"
          label="Use by"
          type="date"
          value={form.expiresOn}
          error={error('expiresOn')}
          onChange={(event) => set({ expiresOn: event.target.value })}
          hint={
            estimate
              ? `Use within ${estimate}. Set the date from the pack if you know it.`
              : 'Leave empty if there is no date.'
          }
        />
        <label className="flex min-h-12 cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={form.opened}
            onChange={(event) => set({ opened: event.target.checked })}
            className="size-6 accent-brand"
          />
          Opened
        </label>
        <Button type="submit" size="lg">
          Save changes
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => finish('used')}>
            <Check aria-hidden="true" className="size-5" />
            Used up
          </Button>
          <Button variant="ghost" className="text-danger hover:bg-danger/10" onClick={() => finish('remove')}>
            <Trash2 aria-hidden="true" className="size-5" />
            Remove
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
