import type { CollectionSearch } from '@larder/domain/api/collections';
import type { Diet } from '@larder/kitchen/diet';
import type { MealType } from '@larder/kitchen/recipes';

/**
 * The filters of the saved-recipe search, as chips. The kitchen's meal types and diets are named here by
 * type only (their modules reach the ingredient catalog), so a new one the kitchen adds fails the build
 * until it has its words.
 */
const MEALS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};
const DIETS: Record<Diet, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
};
export const TIME_LIMITS = [15, 30, 45, 60] as const;

export const ANY = 'any';
type Any = typeof ANY;

export interface SearchFilters {
  mealType: MealType | Any;
  maxMinutes: `${(typeof TIME_LIMITS)[number]}` | Any;
  diet: Diet | Any;
}

export const NO_FILTERS: SearchFilters = { mealType: ANY, maxMinutes: ANY, diet: ANY };

const withAny = <T extends string>(labels: Record<T, string>) => [
  { value: ANY as T | Any, label: 'Any' },
  ...(Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value: value as T | Any, label })),
];

export const MEAL_OPTIONS = withAny(MEALS);
export const DIET_OPTIONS = withAny(DIETS);
export const TIME_OPTIONS = [
  { value: ANY as SearchFilters['maxMinutes'], label: 'Any' },
  ...TIME_LIMITS.map((minutes) => ({ value: `${minutes}` as const, label: `≤ ${minutes} min` })),
];

/** How many filters are on. */
export function activeFilters(filters: SearchFilters): number {
  return Object.values(filters).filter((value) => value !== ANY).length;
}

/** The search as the API takes it; undefined when there is nothing to search for. */
export function searchQuery(words: string, filters: SearchFilters): CollectionSearch | undefined {
  const q = words.trim().slice(0, 100);
  if (q === '' && activeFilters(filters) === 0) return undefined;
  return {
    ...(q ? { q } : {}),
    ...(filters.mealType === ANY ? {} : { mealType: filters.mealType }),
    ...(filters.maxMinutes === ANY ? {} : { maxMinutes: Number(filters.maxMinutes) }),
    ...(filters.diet === ANY ? {} : { diet: filters.diet }),
  };
}
