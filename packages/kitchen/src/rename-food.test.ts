import { describe, expect, it } from 'vitest';
import type { Recipe } from './recipe.ts';
import { renameInText } from './rename-food.ts';

const recipeOf = (...ids: string[]): Pick<Recipe, 'ingredients'> => ({
  ingredients: ids.map((ingredientId) => ({ ingredientId, quantity: 1, unit: null })),
});

describe('renameInText: the words of a recipe in the cook’s own foods', () => {
  it('renames a food wherever it is named, keeping the rest of the words as written', () => {
    expect(
      renameInText(
        'Poach the cod fillets in the milk. Cod flakes when it is done.',
        [
          { from: 'cod', to: 'haddock' },
          { from: 'milk', to: 'oat-milk' },
        ],
        recipeOf('haddock', 'oat-milk'),
      ),
    ).toBe('Poach the haddock fillets in the oat milk. Haddock flakes when it is done.');
  });

  it('never takes a step’s verb for a food: toast the bread, mince the garlic and roll the balls stay so', () => {
    expect(
      renameInText(
        'Toast the bread, then spread it thinly.',
        [{ from: 'bread', to: 'sourdough' }],
        recipeOf('sourdough'),
      ),
    ).toBe('Toast the sourdough, then spread it thinly.');
    expect(
      renameInText(
        'Mince the garlic, mix it into the beef mince and roll into balls.',
        [{ from: 'minced-beef', to: 'minced-lamb' }],
        recipeOf('minced-lamb'),
      ),
    ).toBe('Mince the garlic, mix it into the lamb mince and roll into balls.');
    // The noun is still the food: "the mince is cooked through" is the lamb's.
    expect(
      renameInText(
        'Simmer until the mince is cooked through.',
        [{ from: 'minced-beef', to: 'minced-lamb' }],
        recipeOf('minced-lamb'),
      ),
    ).toMatch(/until the lamb mince is cooked through/);
    expect(
      renameInText(
        'Warm the rolls, then roll the dough.',
        [{ from: 'bread-roll', to: 'burger-bun' }],
        recipeOf('burger-bun'),
      ),
    ).toMatch(/then roll the dough/);
  });

  it('shortens a stand-in only to a name it goes by: brisket of stewing beef is the stewing beef', () => {
    expect(
      renameInText(
        'Brown the brisket, then turn the brisket over.',
        [{ from: 'beef-brisket', to: 'stewing-beef' }],
        recipeOf('stewing-beef'),
      ),
    ).toBe('Brown the stewing beef, then turn the stewing beef over.');
  });

  it('keeps mince uncountable: minced beef of lamb is the lamb mince, not the lamb minces', () => {
    expect(
      renameInText(
        'Brown the minced beef.',
        [{ from: 'minced-beef', to: 'minced-lamb' }],
        recipeOf('minced-lamb'),
      ),
    ).toBe('Brown the lamb mince.');
  });

  it('puts the stand-in’s colour in place of the one written, and makes tomatoes plural as tomatoes', () => {
    const rice = [{ from: 'rice', to: 'brown-rice' }];
    expect(renameInText('With Mexican white rice.', rice, recipeOf('brown-rice'))).toBe(
      'With Mexican brown rice.',
    );
    expect(renameInText('White rice, steamed.', rice, recipeOf('brown-rice'))).toBe('Brown rice, steamed.');
    expect(
      renameInText(
        'Blend the tomatoes.',
        [{ from: 'tomato', to: 'cherry-tomato' }],
        recipeOf('cherry-tomato'),
      ),
    ).toBe('Blend the cherry tomatoes.');
  });

  it('never cuts into the longer name of another food of the recipe', () => {
    expect(
      renameInText(
        'Season with black pepper, then add the red peppers.',
        [{ from: 'red-pepper', to: 'green-pepper' }],
        recipeOf('black-pepper', 'green-pepper'),
      ),
    ).toBe('Season with black pepper, then add the green peppers.');
  });

  it('keeps plurals plural, and a capital only where the sentence gave it', () => {
    expect(
      renameInText(
        'Warm the chapatis. Grate the Gruyère.',
        [
          { from: 'chapati', to: 'naan' },
          { from: 'gruyere', to: 'cheddar' },
        ],
        recipeOf('naan', 'cheddar'),
      ),
    ).toBe('Warm the naans. Grate the cheddar.');
  });

  it('leaves a short name the stand-in also answers to ("chicken"), and names a jointed bird as its pieces', () => {
    expect(
      renameInText(
        'Chicken korma: brown the chicken thighs.',
        [{ from: 'chicken-thigh', to: 'chicken-breast' }],
        recipeOf('chicken-breast'),
      ),
    ).toBe('Chicken korma: brown the chicken breasts.');
    expect(
      renameInText(
        'Season the chicken thighs.',
        [{ from: 'chicken-thigh', to: 'whole-chicken' }],
        recipeOf(),
      ),
    ).toBe('Season the chicken pieces.');
  });

  it('names a fish that is the same for one or many as a cook does, and a fillet by its fish', () => {
    const sardines = recipeOf('mackerel', 'lemon');
    expect(renameInText('Grill the sardines', [{ from: 'sardine', to: 'mackerel' }], sardines)).toBe(
      'Grill the mackerel',
    );
    expect(
      renameInText('Sri Lankan monkfish curry', [{ from: 'monkfish', to: 'cod' }], recipeOf('cod'), true),
    ).toBe('Sri Lankan cod curry');
  });

  it('names the animal a cut is of: a beef stew of venison is a venison stew, and the beef stock stays', () => {
    const stew = recipeOf('venison', 'beef-stock');
    expect(
      renameInText(
        'Beef stew: brown the beef, then pour in the beef stock.',
        [{ from: 'stewing-beef', to: 'venison' }],
        stew,
      ),
    ).toBe('Venison stew: brown the venison, then pour in the beef stock.');
  });

  it('names a Thai curry by its paste: a red curry of green curry paste is a green curry, its red pepper stays', () => {
    const curry = recipeOf('green-curry-paste', 'red-pepper');
    const swap = [{ from: 'red-curry-paste', to: 'green-curry-paste' }];
    expect(renameInText('Thai red curry with chicken and peppers', swap, curry, true)).toBe(
      'Thai green curry with chicken and peppers',
    );
    expect(renameInText('Fry the red curry paste, then add the red pepper.', swap, curry)).toBe(
      'Fry the Thai green curry paste, then add the red pepper.',
    );
  });

  it('changes nothing without swaps', () => {
    expect(renameInText('Fry the onion.', [], recipeOf('onion'))).toBe('Fry the onion.');
  });
});
