import { STORAGE_PLACES } from '@larder/kitchen/pantry';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { type ItemForm, PANTRY_UNITS } from '../edit-item-form.ts';

const PLACE_NAMES = { fridge: 'Fridge', freezer: 'Freezer', cupboard: 'Cupboard' } as const;
const UNIT_NAMES: Record<string, string> = { '': 'pieces / none', 'fl-oz': 'fl oz' };

interface Props {
  form: ItemForm;
  set: (patch: Partial<ItemForm>) => void;
  quantityError?: string;
}

/** Quantity with its unit, and where the item is kept. */
export function PlaceAndUnitFields({ form, set, quantityError }: Props) {
  return (
    <>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
        <div>
          <label htmlFor="edit-quantity" className="mb-1.5 block font-semibold">
            Quantity
          </label>
          <input
            id="edit-quantity"
            inputMode="decimal"
            autoComplete="off"
            value={form.quantity}
            placeholder="Any"
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? 'edit-quantity-error' : undefined}
            onChange={(event) => set({ quantity: event.target.value })}
            className={inputClasses(Boolean(quantityError))}
          />
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
