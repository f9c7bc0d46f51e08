import { describe, expect, it } from 'vitest';
import { HOUSEHOLDS } from '../../test/plan-households.ts';
import { randomPantry, randomProfile, randomSource } from '../../test/random-kitchen.ts';
import { factsOf } from './plan-recipes.ts';
import type { MealPlan, PlanRequest } from './plan-types.ts';
import { eggsPerServing, MOST_EGGS_A_WEEK, proteinKind } from './plan-variety.ts';
import { planWeek } from './plan-week.ts';

/** What a cook would object to in a week: the rules of plan-variety.ts, checked from the plan alone. */
function objections(plan: MealPlan): string[] {
  const found: string[] = [];
  const meals = plan.days.flatMap((day) => day.meals);
  const times = new Map<string, number>();
  for (const meal of meals) times.set(meal.recipe.title, (times.get(meal.recipe.title) ?? 0) + 1);
  for (const [title, count] of times) if (count > 2) found.push(`${title} ${count} times`);
  const fishByDay = plan.days.map(
    (day) =>
      new Set(
        day.meals.flatMap((meal) => {
          const main = factsOf(meal.recipe).mainProtein;
          return main && proteinKind(main) === 'fish' ? [main] : [];
        }),
      ),
  );
  for (const day of plan.days) {
    const kinds = day.meals
      .filter((meal) => !meal.leftoverOf)
      .flatMap((meal) => {
        const main = factsOf(meal.recipe).mainProtein;
        return main ? [proteinKind(main)] : [];
      });
    for (const kind of new Set(kinds)) {
      const count = kinds.filter((k) => k === kind).length;
      const most = kind === 'fish' || kind === 'egg' ? 1 : 2;
      if (count > most) found.push(`${day.date}: ${count} meals on ${kind}`);
    }
    const window = new Set(fishByDay.slice(Math.max(0, day.day - 2), day.day + 1).flatMap((s) => [...s]));
    if (window.size > 2) found.push(`${day.date}: ${[...window].join(', ')} within three days`);
  }
  // Eggs a person eats in the week: the rule counts a serving of each dish, portions may add a quarter.
  const eggs = meals.reduce(
    (sum, meal) => sum + eggsPerServing(factsOf(meal.recipe).perServing) * meal.portion,
    0,
  );
  if (eggs > MOST_EGGS_A_WEEK * 1.25) found.push(`${eggs.toFixed(1)} eggs a person`);
  return found;
}

describe('a week a cook would plan', () => {
  it.each(Object.entries(HOUSEHOLDS))('%s: no dish more than twice, proteins varied', (_name, request) => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const plan = planWeek({ ...request, seed });
      expect(objections(plan), `seed ${seed}`).toEqual([]);
    }
  });

  it('holds over random kitchens and profiles, unless the plan says why', () => {
    for (let seed = 1; seed <= 16; seed += 1) {
      const next = randomSource(seed * 7);
      const request: PlanRequest = {
        ...(HOUSEHOLDS.couple as PlanRequest),
        pantry: randomPantry(next, 25),
        profile: randomProfile(next),
        seed,
        leftovers: next() < 0.5,
      };
      const plan = planWeek(request);
      if (plan.notes.some((note) => note.includes('come back'))) continue;
      expect(objections(plan), `seed ${seed}`).toEqual([]);
    }
  });
});
