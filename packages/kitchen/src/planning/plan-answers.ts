import type { Allergen, Diet } from '../diet-profile.ts';
import type { MealType } from '../recipe.ts';
import type { ActivityLevel, Sex, WeightGoal } from './calorie-target.ts';

/** What a typed target may be: a day of food a person could eat. */
export const TARGET_LIMITS = { kcal: { min: 1000, max: 5000 }, proteinG: { min: 0, max: 400 } } as const;
/** Least and most minutes a meal may be given in the wizard. */
export const MEAL_MINUTES = { min: 10, max: 240 } as const;
export const PLAN_DAYS = { min: 1, max: 7 } as const;
export const PLAN_SERVINGS = { min: 1, max: 12 } as const;

export type BodyAnswers = {
  sex: Sex;
  age: number;
  activity: ActivityLevel;
  measures:
    | { units: 'metric'; heightCm: number; weightKg: number }
    | { units: 'imperial'; heightFeet: number; heightInches: number; weightPounds: number };
};

/** The plan wizard's answers (`POST /api/plans`); the server keeps the last ones as the cook's defaults. */
export type PlanAnswers = {
  goal: WeightGoal;
  highProtein: boolean;
  /** For the calorie calculator; null when the cook skipped it. */
  body: BodyAnswers | null;
  /** A day's target the cook typed instead; wins over the calculator. */
  target: { kcal: number; proteinG: number } | null;
  diet: Diet[];
  allergens: Allergen[];
  /** Foods by name ("mushrooms"); the server reads them against the catalog. */
  dislikes: string[];
  days: number;
  meals: MealType[];
  servings: number;
  weekdayMinutes: number;
  weekendMinutes: number;
  /** "Cook once, eat twice": some dinners cooked double for the next day's lunch. */
  leftovers: boolean;
  /** YYYY-MM-DD; today when not given. */
  startDate?: string;
};

/** What the wizard starts from before the cook has answered once. */
export const DEFAULT_ANSWERS: PlanAnswers = {
  goal: 'maintain',
  highProtein: false,
  body: null,
  target: null,
  diet: [],
  allergens: [],
  dislikes: [],
  days: 7,
  meals: ['breakfast', 'lunch', 'dinner'],
  servings: 2,
  weekdayMinutes: 30,
  weekendMinutes: 60,
  leftovers: true,
};
