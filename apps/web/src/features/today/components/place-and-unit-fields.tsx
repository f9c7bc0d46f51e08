import { STORAGE_PLACES } from '@larder/kitchen/pantry';
import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { type ItemForm, PANTRY_UNITS, stepQuantity } from '../edit-item-form.ts';

const PLACE_NAMES = { fridge: 'Fridge', freezer: 'Freezer', cupboard: 'Cupboard' } as const;
const UNIT_NAMES: Record<string, string> = { '': 'count', 'fl-oz': 'fl oz' };

interface Props {
  form: ItemForm;
  set: (patch: Partial<ItemForm>) => void;
  quantityError?: string;
}

function StepButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={`${label} (Quantity)`}
      aria-controls="edit-quantity"
      onClick={onClick}
      className="grid size-12 shrink-0 place-items-center rounded-2xl border border-line bg-raised text-text hover:bg-sunken"
    >
      {children}
    </button>
  );
}

/** Quantity (typed, or one tap of − / +) with its unit, and where the item is kept. */
export function PlaceAndUnitFields({ form, set, quantityError }: Props) {
  return (
    <>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <div>
          <label htmlFor="edit-quantity" className="mb-1.5 block font-semibold">
            Quantity
          </label>
          <div className="flex items-center gap-1.5">
            <StepButton
              label="Less"
              onClick={() => set({ quantity: stepQuantity(form.quantity, form.unit, -1) })}
            >
              <Minus aria-hidden="true" className="size-5" />
            </StepButton>
            <input
              id="edit-quantity"
              inputMode="decimal"
              autoComplete="off"
              value={form.quantity}
              placeholder="Any"
              aria-invalid={quantityError ? true : undefined}
              aria-describedby={quantityError ? 'edit-quantity-error' : undefined}
              onChange={(event) => set({ quantity: event.target.value })}
              className={`${inputClasses(Boolean(quantityError))} min-w-0 text-center`}
            />
            <StepButton
              label="More"
              onClick={() => set({ quantity: stepQuantity(form.quantity, form.unit, 1) })}
            >
              <Plus aria-hidden="true" className="size-5" />
            </StepButton>
          </div>
        </div>
        <div>
          <label htmlFor="edit-unit" className="mb-1.5 block font-semibold">
            Unit
          </label>
          <select
            id="edit-unit"
            value={form.unit}
            onChange={(event) => set({ unit: event.target.value })}
            className={inputClasses(false)}
          >
            {['', ...PANTRY_UNITS.filter((unit) => unit !== 'piece')].map((unit) => (
              <option key={unit} value={unit}>
                {UNIT_NAMES[unit] ?? unit}
              </option>
            ))}
          </select>
        </div>
      </div>
      {quantityError ? (
        <p id="edit-quantity-error" className="-mt-2 font-medium text-danger">
          {quantityError}
        </p>
      ) : null}
      <fieldset>
        <legend className="mb-1.5 font-semibold">Kept in</legend>
        <div className="grid grid-cols-3 gap-2">
          {STORAGE_PLACES.map((place) => (
            <label
              key={place}
              className="flex min-h-12 cursor-pointer items-center justify-center rounded-2xl border border-line bg-raised px-2 font-semibold has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand dark:has-checked:text-brand-strong has-focus-visible:outline-3 has-focus-visible:outline-brand-strong"
            >
              <input
                type="radio"
                name="edit-place"
                value={place}
                checked={form.place === place}
                onChange={() => set({ place })}
                className="sr-only"
              />
              {PLACE_NAMES[place]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
