import { randomPantry, randomSource } from './packages/kitchen/test/random-kitchen.ts';
import { NO_RESTRICTIONS } from './packages/kitchen/src/diet-profile.ts';
import { GOALS } from './packages/kitchen/src/goals.ts';
import { MEAL_TYPES } from './packages/kitchen/src/recipe.ts';
import { nutritionPerServing } from './packages/kitchen/src/recipe-nutrition.ts';
import { generateRecipes } from './packages/kitchen/src/generator/generate-recipes.ts';
for (let index = 0; index < 240; index += 1) {
  const next = randomSource(index * 104_729 + 11);
  const goal = GOALS[index % GOALS.length] ?? 'use-it-up';
  const meal = index % 5 === 4 ? undefined : MEAL_TYPES[index % 4];
  const pantry = randomPantry(next);
  const recipes = generateRecipes({ pantry, profile: NO_RESTRICTIONS, goal, servings: 2, today: '2025-06-01', seed: index, limit: 6, ...(meal ? { mealType: meal } : {}) });
  for (const r of recipes) if (r.id === 'soup-british-103t5vl1fxzcsp') { console.log(goal, meal, r.title, r.servings, JSON.stringify(r.ingredients), nutritionPerServing(r).kcal); }
}
