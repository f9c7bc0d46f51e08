/** Model answers for the AI tests, in the schema Larder asks for (recipe-answer.ts). */

type Line = { ingredientId: string; name: string; quantity: number; unit: string | null };

function recipe(title: string, lines: Line[], steps: string[]) {
  return {
    title,
    description: `${title}, from what is in the fridge.`,
    cuisine: 'Greek',
    mealTypes: ['lunch'],
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 0,
    ingredients: lines.map((line) => ({ ...line, note: null, optional: false })),
    steps: steps.map((text) => ({ text, timerSeconds: null })),
    tags: ['vegetarian'],
  };
}

/** A sound lunch from feta and cucumber: passes every check for a cook with no restrictions. */
export const FETA_SALAD = recipe(
  'Feta and cucumber salad',
  [
    { ingredientId: 'feta', name: 'feta', quantity: 200, unit: 'g' },
    { ingredientId: 'cucumber', name: 'cucumber', quantity: 1, unit: null },
    { ingredientId: 'lemon', name: 'lemon', quantity: 0.5, unit: null },
    { ingredientId: 'olive-oil', name: 'olive oil', quantity: 1, unit: 'tbsp' },
  ],
  [
    'Cut the cucumber into chunks and put it in a bowl.',
    'Crumble the feta over the cucumber, squeeze over the lemon and drizzle with the olive oil.',
  ],
);

/** The same salad without dairy, for a cook allergic to milk. */
export const CUCUMBER_SALAD = recipe(
  'Lemony cucumber salad',
  [
    { ingredientId: 'cucumber', name: 'cucumber', quantity: 2, unit: null },
    { ingredientId: 'lemon', name: 'lemon', quantity: 1, unit: null },
    { ingredientId: 'olive-oil', name: 'olive oil', quantity: 2, unit: 'tbsp' },
  ],
  ['Slice the cucumber thinly.', 'Dress the cucumber with the lemon juice and the olive oil.'],
);

/** A cucumber salad dressed with miso, which may contain wheat or barley: not for a gluten-free cook. */
export const MISO_CUCUMBER_SALAD = recipe(
  'Cucumber salad with miso dressing',
  [
    { ingredientId: 'cucumber', name: 'cucumber', quantity: 2, unit: null },
    { ingredientId: 'miso', name: 'miso paste', quantity: 1, unit: 'tbsp' },
    { ingredientId: 'lemon', name: 'lemon', quantity: 1, unit: null },
  ],
  ['Slice the cucumber thinly.', 'Whisk the miso with the lemon juice and toss with the cucumber.'],
);

/** The same salad dressed with tamari, which has gluten-free kinds on every shelf. */
export const TAMARI_CUCUMBER_SALAD = recipe(
  'Cucumber salad with tamari dressing',
  [
    { ingredientId: 'cucumber', name: 'cucumber', quantity: 2, unit: null },
    { ingredientId: 'tamari', name: 'tamari', quantity: 1, unit: 'tbsp' },
    { ingredientId: 'lemon', name: 'lemon', quantity: 1, unit: null },
  ],
  ['Slice the cucumber thinly.', 'Whisk the tamari with the lemon juice and toss with the cucumber.'],
);

/** Schema-valid, but made of something no catalog has. */
export const UNKNOWN_INGREDIENT = recipe(
  'Dragon salad',
  [{ ingredientId: 'dragon-scale', name: 'dragon scale', quantity: 1, unit: null }],
  ['Toss the dragon scale.'],
);

export const answerWith = (...recipes: unknown[]) => JSON.stringify({ recipes });
