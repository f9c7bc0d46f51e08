import type { RecipeDto } from './api/recipes.ts';

/** A recipe as the API answers it, for tests on both sides. */

/** Pantry item ids as the server makes them. */
export const FETA = '5b54c413-5e9f-47a2-9465-d40c45ffc71e';
export const TOMATO = 'ff3d57c7-4710-45fc-8d92-1d215571f951';

export const SALAD: RecipeDto = {
  id: 'salad-1',
  title: 'Feta, cucumber and tomato salad',
  description: 'A big, fresh salad.',
  cuisine: 'greek',
  minutes: 10,
  servings: 2,
  ingredients: [
    { name: 'feta', ingredientId: 'feta', quantity: 240, unit: 'g', inPantry: false, held: 200 },
    { name: 'tomato', ingredientId: 'tomato', quantity: 1, unit: null, inPantry: true, held: 1 },
    { name: 'rocket', ingredientId: 'rocket', quantity: 80, unit: 'g', inPantry: false, held: 0 },
  ],
  steps: [{ text: 'Crumble the feta.' }, { text: 'Rest for 5 minutes.', timerSeconds: 300 }],
  nutritionPerServing: {
    kcal: 410,
    proteinG: 19.1,
    fatG: 32.8,
    carbsG: 11.3,
    fiberG: 1.8,
    sugarG: 8.5,
    sodiumMg: 1699,
  },
  usesPantry: [FETA, TOMATO],
  usesExpiring: [TOMATO],
  missing: [
    { name: 'rocket', quantity: 80, unit: 'g' },
    { name: 'feta', quantity: 40, unit: 'g' },
  ],
  source: 'generated',
};
