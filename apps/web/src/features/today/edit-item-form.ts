import { PANTRY_UNITS } from '@larder/kitchen/units';
import type { PantryItemChanges, PantryItemDto, PantryPlace } from '../../lib/pantry-types.ts';

export { PANTRY_UNITS };

/** The edit form's fields, as typed. */
export interface ItemForm {
  name: string;
  quantity: string;
  /** '' for a count of pieces or no unit. */
  unit: string;
  place: PantryPlace;
  /** YYYY-MM-DD or ''. */
  expiresOn: string;
  opened: boolean;
}

export type FormResult =
  | { ok: true; changes: PantryItemChanges }
  | { ok: false; field: keyof ItemForm; message: string };

export const MAX_QUANTITY = 100_000;
export const QUANTITY_MESSAGE = 'Enter a quantity above 0 and below 100,000.';

export function formOf(item: PantryItemDto): ItemForm {
  return {
    name: item.name,
    quantity: item.quantity === null ? '' : String(Math.round(item.quantity * 1000) / 1000),
    unit: item.unit === 'piece' ? '' : (item.unit ?? ''),
    place: item.place,
    // An estimated date is the kitchen's guess: the field stays empty until the cook sets one.
    expiresOn: item.expiryEstimated ? '' : (item.expiresOn ?? ''),
    opened: item.opened,
  };
}

/** The edits the form makes to the item (only what changed), or the first problem with it. */
export function changesFrom(item: PantryItemDto, form: ItemForm): FormResult {
  const before = formOf(item);
  const changes: PantryItemChanges = {};
  const name = form.name.trim();
  if (!name) return { ok: false, field: 'name', message: 'Enter what the item is.' };
  if (name.length > 100) return { ok: false, field: 'name', message: 'Keep the name under 100 characters.' };
  if (name !== item.name) changes.name = name;

  const typed = form.quantity.trim().replace(',', '.');
  const quantity = typed === '' ? null : Number(typed);
  if (quantity !== null && !(Number.isFinite(quantity) && quantity > 0 && quantity < MAX_QUANTITY)) {
    return { ok: false, field: 'quantity', message: QUANTITY_MESSAGE };
  }
  if (form.quantity !== before.quantity) changes.quantity = quantity;
  if (form.unit !== before.unit)
    changes.unit = form.unit === '' ? (quantity === null ? null : 'piece') : form.unit;
  if (form.place !== item.place) changes.place = form.place;
  if (form.opened !== item.opened) changes.opened = form.opened;

  if (form.expiresOn !== before.expiresOn) {
    if (form.expiresOn !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(form.expiresOn)) {
      return { ok: false, field: 'expiresOn', message: 'Use a real date.' };
    }
    // Clearing an estimate leaves the kitchen's estimate in place; clearing a date the cook set removes it.
    if (form.expiresOn !== '' || !item.expiryEstimated) changes.expiresOn = form.expiresOn || null;
  }
  return { ok: true, changes };
}

/** How far one tap of the quantity stepper moves in each unit ('' is a count). */
function stepFor(unit: string, quantity: number): number {
  if (unit === 'g' || unit === 'ml') return quantity >= 200 ? 50 : 10;
  if (unit === 'kg' || unit === 'l') return 0.1;
  if (unit === '' || unit === 'piece') return quantity < 1 ? 0.5 : 1;
  return 1;
}

const tidy = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * The quantity after one tap of − or +: a count by ones (halves below one), grams and millilitres by 10 or
 * 50, kilograms and litres by 0.1. Never below one step; an empty or unreadable amount starts at one step.
 */
export function stepQuantity(typed: string, unit: string, direction: 1 | -1): string {
  const current = Number(typed.trim().replace(',', '.'));
  if (typed.trim() === '' || !Number.isFinite(current) || current <= 0) return tidy(stepFor(unit, 0));
  const step = stepFor(unit, direction === 1 ? current : current - 1e-9);
  const next = Math.round((current + direction * step) / step) * step;
  return tidy(Math.min(MAX_QUANTITY - 1, Math.max(step, next)));
}
