import { allIngredients } from '../src/catalog.ts';
import type { PantryItem } from '../src/pantry.ts';
import { planNeeds } from '../src/planning/plan-needs.ts';
import { planWeek } from '../src/planning/plan-week.ts';
import { shoppingList } from '../src/shopping/shopping-list.ts';

/** A 40-item pantry of everyday ingredients, some about to go off. */
function benchPantry(): PantryItem[] {
  const everyday = allIngredients().filter(
    (ingredient) => ingredient.portions.piece !== null || ingredient.aisle === 'produce',
  );
  return everyday.slice(0, 40).map((ingredient, index) => ({
    id: `bench-${index}`,
    ingredientId: ingredient.id,
    name: ingredient.name,
    quantity: index % 4 === 0 ? null : 2 + (index % 3),
    unit: null,
    place: 'fridge',
    expiresOn: `2025-06-${String((index % 20) + 2).padStart(2, '0')}`,
    expiryEstimated: false,
    opened: false,
  }));
}

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

/**
 * Times a 7-day plan of breakfast, lunch and dinner for a 40-item pantry (a new seed each run) and its
 * shopping list; returns p50 and p95 in milliseconds of each. `npm run bench` prints them.
 */
export function benchPlanning(runs = 30) {
  const pantry = benchPantry();
  const plans: number[] = [];
  const lists: number[] = [];
  for (let seed = 0; seed < runs + 3; seed += 1) {
    let start = performance.now();
    const plan = planWeek({
      startDate: '2025-06-02',
      days: 7,
      meals: ['breakfast', 'lunch', 'dinner'],
      servings: 2,
      weekdayMinutes: 40,
      weekendMinutes: 90,
      profile: { diets: [], allergens: [], dislikes: [] },
      target: { kcal: 2100, proteinG: 100 },
      pantry,
      seed,
      leftovers: seed % 2 === 0,
    });
    const planMs = performance.now() - start;
    start = performance.now();
    shoppingList(planNeeds(plan), pantry, '2025-06-02');
    const listMs = performance.now() - start;
    if (seed < 3) continue; // warm-up
    plans.push(planMs);
    lists.push(listMs);
  }
  plans.sort((a, b) => a - b);
  lists.sort((a, b) => a - b);
  return {
    plan: { p50: percentile(plans, 0.5), p95: percentile(plans, 0.95) },
    list: { p50: percentile(lists, 0.5), p95: percentile(lists, 0.95) },
  };
}
