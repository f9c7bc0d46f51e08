import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { PantryItemDto } from '@larder/domain/api/pantry';
import { GOALS, suggestRecipes } from '@larder/kitchen/generation';
import { toRecipeDto } from '@larder/kitchen/recipes';
import { isPantryUnit } from '@larder/kitchen/units';
import { expect, test } from './fixtures.ts';

/**
 * The web build splits the kitchen for the download (decision 022): library recipes are ranked without
 * their descriptions and steps, which load only for the chosen ones. What the device kitchen answers
 * must still be exactly what the server's kitchen makes of the same pantry, text included.
 */

const FOODS = [
  'chicken-breast',
  'broccoli',
  'jasmine-rice',
  'ginger',
  'soy-sauce',
  'honey',
  'egg',
  'tomato',
  'onion',
  'garlic',
  'potato',
  'spinach',
  'feta',
  'red-lentils',
  'tofu',
  'salmon',
  'pasta',
  'cheddar',
  'milk',
  'carrot',
  'minced-beef',
  'chickpeas',
  'coconut-milk',
  'red-pepper',
  'courgette',
  'mushroom',
  'bread',
  'butter',
  'lemon',
  'kale',
  'sweet-potato',
  'prawn',
  'apple',
  'beetroot',
  'cooked-pasta',
  'microwave-rice',
];

function pantry(number: number): PantryItemDto[] {
  return FOODS.filter((_, at) => (at * 7 + number * 3) % 5 < 2).map((ingredientId, at) => ({
    id: `item-${number}-${at}`,
    ingredientId,
    name: ingredientId.replaceAll('-', ' '),
    quantity: at % 3 === 0 ? 2 : 150 * (at % 3),
    unit: at % 3 === 0 ? null : 'g',
    place: 'fridge',
    expiresOn: `2026-03-${String(10 + (at % 5)).padStart(2, '0')}`,
    expiryEstimated: false,
    opened: false,
    addedOn: '2026-03-08',
  }));
}

const TODAY = '2026-03-09';
const cases = [
  ...Array.from({ length: 10 }, (_, number) => ({
    request: { goal: GOALS[number % GOALS.length] ?? 'use-it-up', servings: 1 + (number % 4) },
    pantry: pantry(number),
    seed: 4000 + number,
  })),
  // An empty fridge: the library's recipes lead, so their words must come back on the device.
  ...[0, 1].map((number) => ({
    request: { goal: GOALS[number] ?? 'use-it-up', servings: 2 },
    pantry: [] as PantryItemDto[],
    seed: 5000 + number,
  })),
];

function onTheServer({ request, pantry: items, seed }: (typeof cases)[number]) {
  const suggestions = suggestRecipes({
    pantry: items.map((item) => ({
      ...item,
      unit: item.unit !== null && isPantryUnit(item.unit) ? item.unit : null,
    })),
    profile: { diets: [], allergens: [], dislikes: [] },
    goal: request.goal,
    servings: request.servings,
    today: TODAY,
    seed,
    limit: 5,
  });
  return {
    recipes: suggestions.map((suggestion) => toRecipeDto(suggestion)),
    made: suggestions.map((s) => s.recipe),
  };
}

test('the kitchen built for the device answers as the server kitchen does, library text included', async ({
  page,
}) => {
  const assets = path.resolve(import.meta.dirname, '../dist/assets');
  const chunk = readdirSync(assets).find((file) => /^device-kitchen-[\w-]+\.js$/.test(file));
  expect(chunk, 'the built device kitchen').toBeDefined();
  await page.goto('/');
  const onTheDevice = await page.evaluate(
    async ({ file, all, today }) => {
      const kitchen = await import(`/assets/${file}`);
      const answers: unknown[] = [];
      for (const { request, pantry: items, seed } of all) {
        answers.push(await kitchen.cookOnDevice(request, items, today, seed));
      }
      return JSON.parse(JSON.stringify(answers));
    },
    { file: chunk, all: cases, today: TODAY },
  );
  const expected = cases.map(onTheServer);
  const library = expected.flatMap(({ made }) => made.filter((recipe) => recipe.source === 'library'));
  expect(library.length, 'library recipes among the suggestions').toBeGreaterThan(3);
  expect(library.every((recipe) => recipe.steps.length > 0 && recipe.description !== '')).toBe(true);
  expect(onTheDevice).toEqual(JSON.parse(JSON.stringify(expected)));
});
