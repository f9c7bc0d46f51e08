import { calorieTarget } from '../src/planning/calorie-target.ts';
import type { PlanRequest } from '../src/planning/plan-types.ts';
import { pantryItem } from './pantry-items.ts';

/**
 * Three households the planner is judged on as a cook would (issue 15, "Plans"): a couple staying at
 * their weight, a family of four, a single cook on a cut. Their fridges are what such kitchens hold,
 * some items typed without an amount ("rice"). Monday 2 June 2025.
 */
export const PLAN_MONDAY = '2025-06-02';

const base = {
  startDate: PLAN_MONDAY,
  days: 7,
  weekdayMinutes: 40,
  weekendMinutes: 90,
  profile: { diets: [], allergens: [], dislikes: [] },
  seed: 1,
  leftovers: false,
} as const;

function target(kcal: number, proteinG: number) {
  return { kcal, proteinG };
}

const couple = calorieTarget(
  { sex: 'female', age: 34, heightCm: 168, weightKg: 64, activity: 'moderate' },
  'maintain',
);
const parent = calorieTarget(
  { sex: 'male', age: 41, heightCm: 180, weightKg: 82, activity: 'light' },
  'maintain',
);
const cut = calorieTarget(
  { sex: 'male', age: 28, heightCm: 176, weightKg: 88, activity: 'moderate' },
  'lose',
  { highProtein: true },
);

export const HOUSEHOLDS: Readonly<Record<string, PlanRequest>> = {
  couple: {
    ...base,
    meals: ['breakfast', 'lunch', 'dinner'],
    servings: 2,
    target: target(couple.kcal, couple.proteinG),
    pantry: [
      pantryItem('rice', null, null, null),
      pantryItem('egg', 6, null, '2025-06-14'),
      pantryItem('salmon', 240, 'g', '2025-06-03'),
      pantryItem('broccoli', 1, null, '2025-06-05'),
      pantryItem('soy-sauce', null, null, null),
      pantryItem('sesame-oil', null, null, null),
      pantryItem('spinach', 200, 'g', '2025-06-04'),
    ],
  },
  family: {
    ...base,
    meals: ['breakfast', 'lunch', 'dinner', 'snack'],
    servings: 4,
    leftovers: true,
    target: target(parent.kcal, parent.proteinG),
    pantry: [
      pantryItem('minced-beef', 500, 'g', '2025-06-04'),
      pantryItem('chicken-thigh', 600, 'g', '2025-06-05'),
      pantryItem('pasta', 500, 'g', null),
      pantryItem('fish-fingers', 10, null, '2025-09-01'),
      pantryItem('carrot', 6, null, '2025-06-12'),
      pantryItem('milk', 2, 'l', '2025-06-07'),
      pantryItem('cheddar', 300, 'g', '2025-06-20'),
      pantryItem('potato', 1.5, 'kg', '2025-06-20'),
    ],
  },
  single: {
    ...base,
    meals: ['breakfast', 'lunch', 'dinner'],
    servings: 1,
    weekdayMinutes: 30,
    target: target(cut.kcal, cut.proteinG),
    pantry: [
      pantryItem('chicken-breast', 400, 'g', '2025-06-04'),
      pantryItem('greek-yogurt', 500, 'g', '2025-06-09'),
      pantryItem('oats', null, null, null),
      pantryItem('tofu', 400, 'g', '2025-06-10'),
      pantryItem('pepper', 2, null, '2025-06-06'),
    ],
  },
};
