import type { DietProfile } from '../diet-profile.ts';
import type { Goal } from '../goals.ts';
import type { PantryItem } from '../pantry.ts';
import type { MealType, Recipe } from '../recipe.ts';

/** What the plan wizard asks (days, meals, people, time, diet) and what the kitchen knows (the pantry). */
export type PlanRequest = Readonly<{
  /** The plan's first day, YYYY-MM-DD; also "today" for what is expiring. */
  startDate: string;
  /** 1 to 7. */
  days: number;
  /** The meals of each day, in the order they are eaten. */
  meals: readonly MealType[];
  /** People eating (each gets `portion` servings). */
  servings: number;
  /** Most minutes a meal may take to cook, Monday to Friday and at the weekend. */
  weekdayMinutes: number;
  weekendMinutes: number;
  profile: DietProfile;
  /** What matters most this week, one of Today's goals (plan-goal.ts); use it up when not given. */
  goal?: Goal;
  /** One person's day: calories and protein. Null plans without a target. */
  target: Readonly<{ kcal: number; proteinG: number }> | null;
  pantry: readonly PantryItem[];
  /** The same request and seed always give the same plan; another seed gives another. */
  seed: number;
  /** "Cook once, eat twice": some dinners are cooked double and eaten again at the next day's lunch. */
  leftovers: boolean;
  /** Meals the cook locked: kept as they are when the plan is made again. */
  kept?: readonly PlannedMeal[];
  /**
   * Recipes the cook asked the week to be made from ("plan my week from this collection"): candidates for
   * every meal they suit, chosen first where they fit; variety and the targets still count.
   */
  favourites?: readonly Recipe[];
}>;

/** One meal of the plan, for one person: `portion` servings of the recipe. */
export type PlannedMeal = Readonly<{
  /** `${day}-${mealType}`: "0-dinner" is the first day's dinner. */
  slot: string;
  day: number;
  date: string;
  mealType: MealType;
  /** The recipe as written (its own servings); the plan scales it when cooking and shopping. */
  recipe: Recipe;
  /** Servings each person eats: 0.75 to 2 (3 on days above 3,000 kcal). */
  portion: number;
  /** Servings to cook: people × portion, twice that when the next lunch is its leftovers; 0 for a leftover. */
  cookServings: number;
  /** The slot this meal was cooked in, for leftovers. */
  leftoverOf?: string;
  locked: boolean;
  /** One person's share: per serving × portion. */
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
}>;

export type DayTotals = Readonly<{ kcal: number; proteinG: number; fatG: number; carbsG: number }>;

export type PlanDay = Readonly<{
  day: number;
  date: string;
  meals: readonly PlannedMeal[];
  totals: DayTotals;
  /** The share of the day's target the planned meals stand for (all four meals: the whole target). */
  target: Readonly<{ kcal: number; proteinG: number }> | null;
  /** Within ±10 % of the calorie target; null without a target. */
  onTarget: boolean | null;
  proteinMet: boolean | null;
}>;

export type MealPlan = Readonly<{
  days: readonly PlanDay[];
  /** Plain words about what could not be done: a target missed, dishes repeated. */
  notes: readonly string[];
}>;
