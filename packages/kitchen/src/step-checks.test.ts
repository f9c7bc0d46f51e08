import { describe, expect, it } from 'vitest';
import { recipeProblems } from './recipe-checks.ts';
import { type LibraryRecipeRow, recipeFromRow } from './recipe-row.ts';
import { stepProblems } from './step-checks.ts';

function recipe(overrides: Partial<LibraryRecipeRow>) {
  return recipeFromRow({
    id: 'a-dish',
    title: 'A dish',
    description: '',
    cuisine: 'british',
    mealTypes: ['dinner'],
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 10,
    ingredients: [],
    steps: [],
    tags: [],
    ...overrides,
  });
}

const oneStep = (ids: string[], text: string) =>
  stepProblems(recipe({ ingredients: ids.map((id) => [id, 100, 'g']), steps: [text] }));

describe('stepProblems', () => {
  it('finds the issue’s examples', () => {
    expect(oneStep(['feta'], 'Cook the feta for 4 minutes, until cooked through.')).toHaveLength(1);
    expect(oneStep(['paneer'], 'Add the paneer and simmer for 4 minutes, until golden.')).toHaveLength(1);
    expect(oneStep(['new-potato'], 'Peel the new potatoes and cut into chunks.')).toHaveLength(1);
    expect(
      oneStep(['cooked-chicken'], 'Add the cooked chicken and simmer until cooked through.'),
    ).toHaveLength(1);
    const oats = recipe({
      mealTypes: ['breakfast'],
      prepMinutes: 5,
      cookMinutes: 0,
      ingredients: [
        ['oats', 50, 'g'],
        ['milk', 150, 'ml'],
      ],
      steps: ['Stir the oats and milk together, cover and leave in the fridge overnight.'],
    });
    expect(stepProblems(oats)).toEqual([expect.stringMatching(/overnight.*5 minutes/)]);
    expect(stepProblems({ ...oats, waitMinutes: 480 })).toEqual([]);
    expect(recipeProblems(oats).map((problem) => problem.code)).toContain('step-contradicts-food');
  });

  it('finds leaves fried until crisp and an aubergine fried for 5 minutes (cook review)', () => {
    expect(
      oneStep(
        ['broccoli', 'spinach'],
        'Add the broccoli and spinach and stir-fry for 3 minutes, until just tender but still crisp.',
      ),
    ).toHaveLength(1);
    expect(
      oneStep(
        ['aubergine'],
        'Heat the olive oil in a large frying pan and add the aubergine and cook for 5 minutes, until tender.',
      ),
    ).toHaveLength(1);
    expect(oneStep(['spinach'], 'Add the spinach and toss for 1 minute, until just wilted.')).toEqual([]);
    expect(oneStep(['aubergine'], 'Fry the aubergine for 8 minutes, until soft and golden.')).toEqual([]);
    expect(
      oneStep(['aubergine'], 'Add the aubergine and cook for 3 minutes, until starting to soften.'),
    ).toEqual([]);
    expect(oneStep(['aubergine'], 'Roast the aubergine for 25 minutes, until tender.')).toEqual([]);
  });
  it('finds a whole spice chopped, a woody herb scattered raw, a lime scattered whole and leeks given 3 minutes (cook review)', () => {
    expect(oneStep(['star-anise', 'garlic'], 'Finely chop the garlic and star anise.')).toHaveLength(1);
    expect(oneStep(['rosemary'], 'Serve the lamb, scattered with the rosemary.')).toHaveLength(1);
    expect(oneStep(['thyme'], 'Season with the salt and thyme. Pile onto the toast.')).toHaveLength(1);
    expect(oneStep(['lime', 'coriander'], 'Scatter over the coriander and lime to serve.')).toHaveLength(1);
    expect(oneStep(['lemon', 'salt'], 'Season with the salt and lemon.')).toHaveLength(1);
    expect(oneStep(['leek'], 'Add the leek and cook for 3 minutes, until soft.')).toHaveLength(1);
    expect(
      oneStep(['star-anise'], 'Put the stock in a pan with the star anise and simmer for 5 minutes.'),
    ).toEqual([]);
    expect(oneStep(['rosemary'], 'Add the rosemary to the pan and spoon the hot oil over.')).toEqual([]);
    expect(oneStep(['lime'], 'Serve with the lime, cut into wedges.')).toEqual([]);
    expect(oneStep(['lemon'], 'Squeeze over the lemon.')).toEqual([]);
    expect(oneStep(['leek'], 'Cook the leek for 8 minutes, until soft.')).toEqual([]);
  });

  it('lets the same words stand where they are right for the food', () => {
    expect(
      oneStep(['chicken-thigh', 'feta'], 'Fry the chicken thighs for 8 minutes, until cooked through.'),
    ).toEqual([]);
    expect(oneStep(['paneer'], 'Fry the paneer for 4 minutes, until golden; then simmer the sauce.')).toEqual(
      [],
    );
    expect(
      oneStep(['new-potato', 'carrot'], 'Peel the carrots, scrub the new potatoes and halve them.'),
    ).toEqual([]);
    expect(oneStep(['cooked-chicken'], 'Add the cooked chicken and simmer until piping hot.')).toEqual([]);
    expect(oneStep(['chicken-thigh'], 'Marinate for 30 minutes, or overnight in the fridge.')).toEqual([]);
  });

  it('wants dried beans soaked, and the soaking counted', () => {
    const ids = ['dried-chickpeas'];
    expect(oneStep(ids, 'Simmer the dried chickpeas for 60 minutes.')).toEqual([
      expect.stringMatching(/never soaked/),
    ]);
    expect(oneStep(ids, 'Soak the dried chickpeas, then simmer for 60 minutes.')).toEqual([
      expect.stringMatching(/recipe takes 20 minutes/),
    ]);
  });

  it('does not cut frozen fish while it is frozen', () => {
    // (A fish that is only ever cut is never cooked either: that is a second problem.)
    expect(oneStep(['frozen-fish'], 'Cut the frozen white fish into chunks.')).toContainEqual(
      expect.stringMatching(/cut up while still frozen/),
    );
    expect(oneStep(['frozen-fish'], 'Roast the frozen white fish from frozen for 20 minutes.')).toEqual([]);
  });
});

describe('raw meat, fish and eggs are always cooked', () => {
  it('flags a salad of torn raw chicken thighs, and lets a cooked one, a scramble and smoked salmon through', () => {
    const recipe = (steps: string[], ids: string[]) =>
      ({
        id: 'test',
        title: 'Test',
        description: 'A test recipe.',
        cuisine: 'british',
        mealTypes: ['lunch'],
        servings: 2,
        prepMinutes: 5,
        cookMinutes: 10,
        ingredients: ids.map((ingredientId) => ({ ingredientId, quantity: 1, unit: null })),
        steps: steps.map((text) => ({ text })),
        tags: [],
        source: 'generated',
      }) as const;
    const raw = recipe(
      [
        'Tear or slice the chicken thighs into bite-sized pieces.',
        'Toss the lettuce in the dressing and top with the chicken thighs.',
      ],
      ['chicken-thigh', 'lettuce'],
    );
    expect(stepProblems(raw)).toContain('the chicken thigh is never cooked: raw meat, fish and eggs must be');
    const cooked = recipe(
      [
        'Cook the chicken thighs in a hot pan for 10 minutes, until cooked through; slice.',
        'Top the lettuce with the chicken thighs.',
      ],
      ['chicken-thigh', 'lettuce'],
    );
    expect(stepProblems(cooked)).toEqual([]);
    const scrambled = recipe(['Beat the eggs, pour them in and stir until they set in soft curds.'], ['egg']);
    expect(stepProblems(scrambled)).toEqual([]);
    const smoked = recipe(['Lay the smoked salmon over the bagels.'], ['smoked-salmon']);
    expect(stepProblems(smoked)).toEqual([]);
  });
});
