import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { isoDay, pickOne, randomPantry, randomProfile, randomSource } from '../../test/random-kitchen.ts';
import { allIngredients, getIngredient } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import { GOALS } from '../goals.ts';
import type { Recipe } from '../recipe.ts';
import { titleName } from './dish-words.ts';
import { generateRecipes } from './generate-recipes.ts';

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-zà-ÿ']+/g) ?? [];

/** Every word the catalog uses to name a food. */
const FOOD_WORDS = new Set(
  allIngredients().flatMap((ingredient) => [ingredient.name, ...ingredient.aliases].flatMap(wordsOf)),
);

/**
 * Words that name no particular food, or a dish rather than an ingredient: a title may use them whatever
 * the recipe holds. Kept short on purpose: a food here is one a label could claim without holding.
 */
const GENERIC = new Set(
  `a and of in with the on to for or it is up as at by its be from into over ready out one two
  red green white black brown yellow hot sweet fresh dried mixed whole baby large small little cooked smoked
  plain light dark sauce paste stock style spiced spicy thai indian chinese japanese korean mexican italian
  greek french spanish moroccan english soup curry salad bowl bake tray stir fry wraps wrap hash frittata
  porridge toast broth glaze dressing filling veg vegetables vegetable mild quick easy crisp creamy golden
  best good something everything whatever leftover leftovers soft hard deep sharp sticky fiery glossy
  fragrant warm cold homely gentle gently punchy big thick new next day night minutes half hour table
  weeknight build your own food meal cup free made spread roasted tin wok fast smooth pasta
  stew casserole roast burgers pie cottage mash masala`.split(/\s+/),
);

/** Words that claim a food without naming it. */
const CLAIMS: Readonly<Record<string, string>> = { garlicky: 'garlic', lemony: 'lemon', cheesy: 'cheese' };

/** The words a recipe's own ingredients are called by: names, aliases and the short title names. */
function ownWords(recipe: Recipe): Set<string> {
  const ingredients = recipe.ingredients
    .map((line) => getIngredient(line.ingredientId))
    .filter((found): found is Ingredient => found !== null);
  return new Set(
    ingredients.flatMap((ingredient) =>
      [ingredient.name, ...ingredient.aliases, titleName(ingredient)].flatMap(wordsOf),
    ),
  );
}

/** Food words in the title or description that name nothing the recipe holds. */
export function strayFoodWords(recipe: Recipe): string[] {
  const own = ownWords(recipe);
  const said = wordsOf(`${recipe.title} ${recipe.description}`);
  // "Garlicky" claims garlic as much as "garlic" does.
  const foods = said.map((word) => CLAIMS[word] ?? word);
  const stray = foods.filter((word) => FOOD_WORDS.has(word) && !GENERIC.has(word) && !own.has(word));
  return [...new Set(stray)];
}

describe('titles and descriptions name only what the recipe holds', () => {
  it('describes a soy-free stir-fry by its coconut aminos, never as a soy sauce', () => {
    const pantry = [
      'chicken-breast',
      'broccoli',
      'red-pepper',
      'jasmine-rice',
      'coconut-aminos',
      'ginger',
    ].map((id) => pantryItem(id, null, null, isoDay(1)));
    const recipes = generateRecipes({
      pantry,
      profile: { diets: [], allergens: ['soy'], dislikes: [] },
      goal: 'use-it-up',
      servings: 2,
      today: isoDay(0),
      seed: 3,
      limit: 12,
    });
    const stirFry = recipes.find((recipe) => recipe.title.toLowerCase().includes('stir-fry'));
    expect(stirFry?.description).toMatch(/coconut aminos/);
    expect(stirFry?.description).not.toMatch(/\bsoy\b/);
  });

  it('across random kitchens and profiles, every food word of a title or description is an ingredient', {
    timeout: 120_000,
  }, () => {
    const faults: string[] = [];
    for (let index = 0; index < 1000; index += 1) {
      const next = randomSource(index * 104_729 + 17);
      const recipes = generateRecipes({
        pantry: randomPantry(next),
        profile: randomProfile(next),
        goal: pickOne(next, GOALS),
        servings: 2,
        today: isoDay(0),
        seed: index,
        limit: 6,
      });
      for (const recipe of recipes) {
        // A list in a title is finished with "and": "Spaghetti with mussels, tomato" reads as cut off.
        const lastComma = recipe.title.lastIndexOf(',');
        if (lastComma >= 0 && !/\band\b/.test(recipe.title.slice(lastComma))) {
          faults.push(`${recipe.title} | cut off after its last comma`);
        }
        // "Tomato, tomato and cannellini bean soup" names one food twice.
        if (/\b(\w+)(,| and) \1\b/i.test(recipe.title)) faults.push(`${recipe.title} | names a food twice`);
        // "Fish chicken noodle soup" promises fish when the fish is its fish sauce.
        const fish = recipe.ingredients.some(
          (line) => line.ingredientId !== 'fish-sauce' && getIngredient(line.ingredientId)?.diet.fish,
        );
        if (/\bfish\b(?! sauce)/i.test(recipe.title) && !fish) faults.push(`${recipe.title} | no fish in it`);
        const stray = strayFoodWords(recipe);
        if (stray.length > 0) faults.push(`${recipe.title} | ${recipe.description} | ${stray.join(', ')}`);
      }
    }
    expect(faults.slice(0, 60)).toEqual([]);
  });

  it('across random kitchens, a cuisine or dish word in a title, description or label only for a dish that holds what defines it', {
    timeout: 120_000,
  }, () => {
    const faults: string[] = [];
    for (let index = 0; index < 600; index += 1) {
      const next = randomSource(index * 7919 + 5);
      const recipes = generateRecipes({
        pantry: randomPantry(next),
        profile: randomProfile(next),
        goal: pickOne(next, GOALS),
        servings: 2,
        today: isoDay(0),
        seed: index,
        limit: 6,
      });
      for (const recipe of recipes) {
        for (const claim of unearnedClaims(recipe)) {
          faults.push(`${recipe.title} (${recipe.cuisine}) | ${recipe.description} | ${claim}`);
        }
      }
    }
    expect(faults.slice(0, 40)).toEqual([]);
  });
});

const ids = (recipe: Recipe) => new Set(recipe.ingredients.map((line) => line.ingredientId));
const has = (held: ReadonlySet<string>, ...wanted: string[]) => wanted.some((id) => held.has(id));
const SPICES = [
  ...['ground-cumin', 'cumin-seeds', 'ground-coriander', 'ground-cinnamon', 'ras-el-hanout', 'paprika'],
  ...['smoked-paprika', 'zaatar', 'sumac', 'garam-masala', 'curry-powder', 'curry-paste', 'turmeric'],
];

/**
 * What a cook expects a word to promise, written out here on its own (not taken from the generator):
 * Thai means fish sauce with lime, basil or chilli (or a Thai paste or lemongrass); a glaze means
 * something sweet; a tagine a warm spice blend; a curry a curry blend or spices beside garam masala.
 */
const PROMISES: ReadonlyArray<readonly [RegExp, string, (held: ReadonlySet<string>) => boolean]> = [
  [
    /\bthai\b/i,
    'Thai',
    (held) =>
      has(held, 'red-curry-paste', 'green-curry-paste', 'lemongrass', 'lime-leaf', 'galangal') ||
      (held.has('fish-sauce') &&
        has(
          held,
          'lime',
          'lime-juice',
          'thai-basil',
          'coriander',
          'mint',
          'chilli',
          'birds-eye-chilli',
          'green-chilli',
        )),
  ],
  [/\bvietnamese\b/i, 'Vietnamese', (held) => held.has('fish-sauce')],
  [
    /\bjapanese\b/i,
    'Japanese',
    (held) =>
      has(
        held,
        'miso',
        'mirin',
        'sake',
        'dashi',
        'nori',
        'teriyaki-sauce',
        'sushi-rice',
        'udon-noodles',
        'soba-noodles',
      ),
  ],
  [/\bkorean\b/i, 'Korean', (held) => has(held, 'gochujang', 'kimchi')],
  [
    /\bmexican\b/i,
    'Mexican',
    (held) =>
      [
        'lime',
        'lime-juice',
        'coriander',
        'chilli',
        'green-chilli',
        'jalapeno',
        'chipotle',
        'chilli-powder',
        'taco-seasoning',
        'hot-sauce',
        'salsa',
        'guacamole',
        'avocado',
        'soured-cream',
        'corn-tortilla',
      ]
        .concat(['taco-seasoning', 'soured-cream', 'flour-tortilla', 'corn-tortilla', 'wholemeal-tortilla'])
        .filter((id) => held.has(id)).length >= 2,
  ],
  [
    /\bgreek\b/i,
    'Greek',
    (held) => has(held, 'dried-oregano', 'oregano', 'dried-mint', 'mint', 'dill', 'feta'),
  ],
  [
    /\b(tagine|moroccan)/i,
    'a tagine',
    (held) =>
      has(held, 'ras-el-hanout', 'harissa', 'preserved-lemons') ||
      (held.has('ground-cumin') && has(held, 'ground-cinnamon', 'cinnamon-stick', 'ground-coriander')),
  ],
  [
    /\bcurry\b/i,
    'a curry',
    (held) =>
      has(held, 'curry-powder', 'curry-paste', 'red-curry-paste', 'green-curry-paste') ||
      (held.has('garam-masala') &&
        has(
          held,
          'ground-cumin',
          'cumin-seeds',
          'turmeric',
          'ground-coriander',
          'ginger',
          'chilli',
          'green-chilli',
        )),
  ],
  [
    /\bglaze|glazed|sweet-salty\b/i,
    'a glaze',
    (held) =>
      has(
        held,
        'honey',
        'mirin',
        'teriyaki-sauce',
        'sugar',
        'light-brown-sugar',
        'maple-syrup',
        'hoisin-sauce',
      ) || has(held, 'sweet-chilli-sauce', 'gochujang', 'golden-syrup', 'agave-syrup', 'ketchup'),
  ],
  [/\bsaganaki\b/i, 'saganaki', (held) => held.has('feta')],
  [/\b(kofta|spiced)\b/i, 'spice', (held) => has(held, ...SPICES)],
];

/** The promises a recipe's title, description or cuisine label makes that its ingredients do not keep. */
function unearnedClaims(recipe: Recipe): string[] {
  const held = ids(recipe);
  // Words of an ingredient's own name ("Greek yogurt", "Thai basil") promise nothing about the dish.
  const names = recipe.ingredients
    .map((line) => getIngredient(line.ingredientId)?.name ?? '')
    .filter(Boolean);
  const said = names.reduce(
    (text, name) => text.replaceAll(name, ''),
    `${recipe.title} ${recipe.description.replace(/ (Uses up|You will need) .*$/, '')} ${recipe.cuisine}`,
  );
  return PROMISES.filter(([word, , keeps]) => word.test(said) && !keeps(held)).map(([, name]) => name);
}
