import type { Allergen, Diet, DietProfile } from '../src/diet-profile.ts';
import type { Goal } from '../src/goals.ts';
import type { PantryItem } from '../src/pantry.ts';
import type { PantryUnit } from '../src/pantry-units.ts';
import type { MealType } from '../src/recipe.ts';
import { pantryItem } from './pantry-items.ts';

/**
 * The judging set (issue 15, "How it is judged"): fridges of our own, each with what a good cook would
 * make from it. Every date is counted from this fixed Monday.
 */
export const JUDGING_TODAY = '2025-06-02';

/** One fridge to judge the suggestions on, with a good cook's answer. */
export type JudgingFridge = Readonly<{
  /** Unique, kebab-case: the test's name. */
  name: string;
  servings: number;
  goal: Goal;
  mealType?: MealType;
  maxMinutes?: number;
  profile: DietProfile;
  pantry: readonly PantryItem[];
  /** What a good cook would make from it, in words (2–4 dishes). */
  goodCook: readonly string[];
  /** Catalog ids of the pantry foods a good top 3 is built on: each of the three should use one. */
  expectUse: readonly string[];
}>;

/** A pantry line as the fixtures write it: id, amount, unit (null: a count), days until it goes off (null: no date). */
export type Stocked = readonly [
  ingredientId: string,
  quantity: number | null,
  unit: PantryUnit | null,
  days: number | null,
];

/** YYYY-MM-DD, `days` after `JUDGING_TODAY`. */
export function inDays(days: number): string {
  const date = new Date(`${JUDGING_TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type FridgeSpec = Readonly<{
  servings: number;
  goal?: Goal;
  mealType?: MealType;
  maxMinutes?: number;
  diets?: readonly Diet[];
  allergens?: readonly Allergen[];
  dislikes?: readonly string[];
  stock: readonly Stocked[];
  goodCook: readonly string[];
  expectUse: readonly string[];
}>;

/** A fridge from its spec: "use it up" and no restrictions unless said, pantry items from the fixture. */
export function fridge(name: string, spec: FridgeSpec): JudgingFridge {
  return {
    name,
    servings: spec.servings,
    goal: spec.goal ?? 'use-it-up',
    ...(spec.mealType ? { mealType: spec.mealType } : {}),
    ...(spec.maxMinutes ? { maxMinutes: spec.maxMinutes } : {}),
    profile: { diets: spec.diets ?? [], allergens: spec.allergens ?? [], dislikes: spec.dislikes ?? [] },
    pantry: spec.stock.map(([id, quantity, unit, days]) =>
      pantryItem(id, quantity, unit, days === null ? null : inDays(days)),
    ),
    goodCook: spec.goodCook,
    expectUse: spec.expectUse,
  };
}

/** Store-cupboard things most kitchens hold without a date, typed without an amount. */
export const CUPBOARD: readonly Stocked[] = [
  ['salt', null, null, null],
  ['black-pepper', null, null, null],
  ['olive-oil', null, null, null],
  ['vegetable-oil', null, null, null],
];
