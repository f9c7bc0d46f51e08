import { getIngredient } from './catalog.ts';
import type { StoragePlace } from './catalog-types.ts';
import type { PantryUnit } from './pantry-units.ts';

/** Something the cook has at home. A name the catalog did not recognise keeps `ingredientId: null`. */
export type PantryItem = Readonly<{
  id: string;
  ingredientId: string | null;
  name: string;
  /** `null` when the cook did not say how much. */
  quantity: number | null;
  /** `null` with a quantity means a count of the ingredient's pieces (3 eggs, 2 onions). */
  unit: PantryUnit | null;
  place: StoragePlace;
  /** YYYY-MM-DD */
  expiresOn: string | null;
  /** True when `expiresOn` came from `estimateExpiry` rather than the packet. */
  expiryEstimated: boolean;
  opened: boolean;
}>;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a real calendar date written YYYY-MM-DD, or null ("2025-02-30" is not one). */
function dayNumber(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const time = Date.UTC(year, month - 1, day);
  return isoDate(time / MS_PER_DAY) === date ? time / MS_PER_DAY : null;
}

function isoDate(days: number): string {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Whole days from `today` to `expiresOn`: 0 on the day itself, negative once past.
 * Null when there is no date or either date is not a real YYYY-MM-DD date.
 */
export function daysUntil(expiresOn: string | null, today: string): number | null {
  if (expiresOn === null) return null;
  const end = dayNumber(expiresOn);
  const start = dayNumber(today);
  return end === null || start === null ? null : end - start;
}

/**
 * A conservative use-by date for an ingredient put away in `place` on `addedOn`: the short end of the
 * catalog's shelf-life range. Null for an unknown ingredient, a place the catalog gives no shelf life
 * for (bananas in the fridge), or a date that is not YYYY-MM-DD.
 */
export function estimateExpiry(ingredientId: string, place: StoragePlace, addedOn: string): string | null {
  const shelfLife = getIngredient(ingredientId)?.storage[place];
  const start = dayNumber(addedOn);
  if (!shelfLife || start === null) return null;
  return isoDate(start + shelfLife.minDays);
}

/** Where a new pantry item is kept and when it goes off: what the cook said, else what the catalog knows. */
export interface NewItemPlacing {
  place: StoragePlace;
  expiresOn: string | null;
  /** True when the date is the catalog's estimate rather than the cook's. */
  expiryEstimated: boolean;
}

/**
 * The one rule for a new item (server and device alike): the place the cook chose, else the catalog's
 * usual place for the ingredient, else the fridge; the date the cook gave, else the catalog's estimate for
 * that place from the day it was bought (when said) or `addedOn` (none for an unknown ingredient).
 */
export function placeNewItem(
  ingredientId: string | null | undefined,
  addedOn: string,
  said: { place?: StoragePlace | null; expiresOn?: string | null; boughtOn?: string | null } = {},
): NewItemPlacing {
  const ingredient = ingredientId ? getIngredient(ingredientId) : undefined;
  const place = said.place ?? ingredient?.place ?? 'fridge';
  if (said.expiresOn) return { place, expiresOn: said.expiresOn, expiryEstimated: false };
  const estimated = ingredient ? estimateExpiry(ingredient.id, place, said.boughtOn ?? addedOn) : null;
  return { place, expiresOn: estimated, expiryEstimated: estimated !== null };
}

export type ExpiryBadge = 'expired' | 'today' | 'tomorrow' | `in ${number} days`;

/** What the pantry list shows beside an item with `days` left (`daysUntil`). */
export function expiryBadge(days: number): ExpiryBadge {
  if (days < 0) return 'expired';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${Math.floor(days)} days`;
}

/**
 * A new list with the soonest to go off first (expired ones at the top), then items without a date;
 * ties in name order, so the list does not jump about.
 */
export function sortExpiringFirst<T extends Pick<PantryItem, 'expiresOn' | 'name'>>(
  items: readonly T[],
  today: string,
): T[] {
  // Each item's days counted once, not in every comparison (the server sorts a pantry per request).
  const keyed = items.map((item) => ({
    item,
    days: daysUntil(item.expiresOn, today) ?? Number.POSITIVE_INFINITY,
  }));
  keyed.sort((a, b) => a.days - b.days || a.item.name.localeCompare(b.item.name));
  return keyed.map(({ item }) => item);
}
