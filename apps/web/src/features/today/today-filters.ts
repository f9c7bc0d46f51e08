import type { GenerateRequest } from '../../lib/recipe-types.ts';
import { readFlag, removeFlag, writeFlag } from '../../lib/storage.ts';

/**
 * Today's filters and search (issue 21, decision 045): what the cook narrows the suggestions to, kept on
 * the device like the goal and servings, and the saved preferences they took off for Today only. Part of
 * Today's first load, so it imports none of the kitchen: the panel (filter-panel.tsx) offers the kitchen's
 * own lists, and what is kept here is read back by its shape (a name the server no longer knows gets its
 * 400, shown, and the chip to remove it).
 */

type Request = Omit<GenerateRequest, 'goal' | 'servings'>;
type MealType = NonNullable<Request['mealType']>;
type Diet = NonNullable<Request['diet']>[number];

/** The time filter's choices, in minutes from start to table. */
export const TIME_CHOICES = [15, 30, 45, 60] as const;
/** As long as the server takes a search. */
export const SEARCH_MAX = 100;

export type TodayFilters = Readonly<{
  mealType: MealType | null;
  maxMinutes: number | null;
  cuisine: string | null;
  diet: readonly Diet[];
  search: string;
}>;

export const NO_FILTERS: TodayFilters = {
  mealType: null,
  maxMinutes: null,
  cuisine: null,
  diet: [],
  search: '',
};

/** The cook's saved diet, allergens and foods disliked (features/preferences), or those taken off. */
export type SavedRules = Readonly<{
  diet: readonly string[];
  allergens: readonly string[];
  dislikes: readonly string[];
}>;

export const NONE_OFF: SavedRules = { diet: [], allergens: [], dislikes: [] };

const NAME = /^[a-z]+(-[a-z]+)*$/;
/** A kitchen name ("breakfast", "sri-lankan", "gluten-free") as kept, or null. */
const name = <T extends string>(value: unknown): T | null =>
  typeof value === 'string' && value.length <= 40 && NAME.test(value) ? (value as T) : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];

function readJson(key: 'larder_today_filters' | 'larder_preferences_off'): Record<string, unknown> {
  try {
    const read: unknown = JSON.parse(readFlag(key) ?? 'null');
    return read && typeof read === 'object' ? (read as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The filters last asked for on this device; anything no longer known is dropped. */
export function readTodayFilters(): TodayFilters {
  const kept = readJson('larder_today_filters');
  const search = typeof kept.search === 'string' ? kept.search.slice(0, SEARCH_MAX) : '';
  return {
    mealType: name<MealType>(kept.mealType),
    maxMinutes: TIME_CHOICES.find((minutes) => minutes === kept.maxMinutes) ?? null,
    cuisine: name(kept.cuisine),
    diet: strings(kept.diet).flatMap((diet) => name<Diet>(diet) ?? []),
    search,
  };
}

/** Keeps the filters; none in use keeps nothing, so Today loads none of this until one is picked. */
export function writeTodayFilters(filters: TodayFilters): void {
  if (filterChips(filters).length === 0) removeFlag('larder_today_filters');
  else writeFlag('larder_today_filters', JSON.stringify(filters));
}

/** The saved preferences the cook took off Today's suggestions. */
export function readTakenOff(): SavedRules {
  const kept = readJson('larder_preferences_off');
  return { diet: strings(kept.diet), allergens: strings(kept.allergens), dislikes: strings(kept.dislikes) };
}

export function writeTakenOff(off: SavedRules): void {
  if (off.diet.length + off.allergens.length + off.dislikes.length === 0)
    removeFlag('larder_preferences_off');
  else writeFlag('larder_preferences_off', JSON.stringify(off));
}

/** The filters' part of the request; the saved preferences kept are sent only when some are taken off. */
export function filterRequest(
  filters: TodayFilters,
  saved: SavedRules | null | undefined,
  off: SavedRules,
): Request {
  const search = filters.search.trim();
  const keep = (field: keyof SavedRules) =>
    (saved?.[field] ?? []).filter((each) => !off[field].includes(each));
  const kept = { diet: keep('diet'), allergens: keep('allergens'), dislikes: keep('dislikes') };
  const takenOff = (['diet', 'allergens', 'dislikes'] as const).some(
    (field) => kept[field].length < (saved?.[field].length ?? 0),
  );
  return {
    ...(filters.mealType ? { mealType: filters.mealType } : {}),
    ...(filters.maxMinutes ? { maxMinutes: filters.maxMinutes } : {}),
    ...(filters.cuisine ? { cuisine: filters.cuisine } : {}),
    ...(filters.diet.length > 0 ? { diet: [...filters.diet] } : {}),
    ...(search ? { search } : {}),
    ...(takenOff ? { keptPreferences: kept as NonNullable<Request['keptPreferences']> } : {}),
  };
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Middle Eastern", "Sri Lankan". */
export const cuisineLabel = (cuisine: string) => cuisine.split('-').map(capital).join(' ');
/** "Vegetarian", "Gluten-free"; "Breakfast" (the kitchen's `MEAL_LABELS` are its meal types so written). */
export const dietLabel = capital;
export const timeLabel = (minutes: number) => `${minutes} min or less`;

/** One applied filter or saved preference, as a removable chip. */
export type FilterChip = Readonly<{ key: string; label: string }>;

/** The filters asked for, as chips: meal, time, cuisine, diets, then the search. */
export function filterChips(filters: TodayFilters): FilterChip[] {
  return [
    ...(filters.mealType ? [{ key: 'mealType', label: capital(filters.mealType) }] : []),
    ...(filters.maxMinutes ? [{ key: 'maxMinutes', label: timeLabel(filters.maxMinutes) }] : []),
    ...(filters.cuisine ? [{ key: 'cuisine', label: cuisineLabel(filters.cuisine) }] : []),
    ...filters.diet.map((diet) => ({ key: `diet:${diet}`, label: dietLabel(diet) })),
    ...(filters.search.trim() ? [{ key: 'search', label: `“${filters.search.trim()}”` }] : []),
  ];
}

/** The filters without the chip taken away. */
export function withoutFilter(filters: TodayFilters, key: string): TodayFilters {
  if (key.startsWith('diet:'))
    return { ...filters, diet: filters.diet.filter((diet) => `diet:${diet}` !== key) };
  if (key === 'search') return { ...filters, search: '' };
  return { ...filters, [key]: null };
}

/** The saved preferences still on ("Vegetarian", "No peanuts", "No mushrooms"), each keyed by its field. */
export function preferenceChips(saved: SavedRules | null | undefined, off: SavedRules): FilterChip[] {
  if (!saved) return [];
  const on = (field: keyof SavedRules) => saved[field].filter((each) => !off[field].includes(each));
  return [
    ...on('diet').map((diet) => ({ key: `diet:${diet}`, label: dietLabel(diet) })),
    ...on('allergens').map((allergen) => ({
      key: `allergens:${allergen}`,
      label: `No ${allergen.replace('-', ' ')}`,
    })),
    ...on('dislikes').map((food) => ({ key: `dislikes:${food}`, label: `No ${food}` })),
  ];
}

/** What is taken off once a preference chip ("allergens:peanuts") is removed, or put back on. */
export function toggledOff(off: SavedRules, key: string, takeOff: boolean): SavedRules {
  const at = key.indexOf(':');
  const field = key.slice(0, at) as keyof SavedRules;
  const value = key.slice(at + 1);
  const rest = off[field].filter((each) => each !== value);
  return { ...off, [field]: takeOff ? [...rest, value] : rest };
}

/** The request's filters as kept on this device (the source of truth: each control writes there). */
export function storedRequest(saved: SavedRules | null | undefined): Request {
  return filterRequest(readTodayFilters(), saved, readTakenOff());
}

/** The filters, search and saved preferences in use, as the chips name them (for the empty state). */
export function labelsInUse(saved: SavedRules | null | undefined): string[] {
  return [...filterChips(readTodayFilters()), ...preferenceChips(saved, readTakenOff())].map(
    (chip) => chip.label,
  );
}
