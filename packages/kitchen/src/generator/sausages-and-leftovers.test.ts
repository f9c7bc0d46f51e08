import { describe, expect, it } from 'vitest';
import { CUPBOARD, firstThree, stepText as text, titles } from '../../test/first-three.ts';
import { pantryItem } from '../../test/pantry-items.ts';
import { isoDay } from '../../test/random-kitchen.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { suggestRecipes } from '../rank-recipes.ts';
import { totalMinutes } from '../recipe.ts';
import { recipeProblems } from '../recipe-checks.ts';

/**
 * The obvious dish of what goes off tomorrow (issue 15, blind set 7): sausages in the rolls the cook has,
 * frankfurters in a hash with the potatoes and cabbage, a fried rice of the leftover rice with the cooked
 * prawns in fifteen minutes, and a roast chicken served with the cauliflower going off.
 */

describe('sausages going off tomorrow', () => {
  it('go into the rolls the cook has with fried onions and peppers, in twenty minutes, buying nothing', () => {
    const shown = firstThree(
      [
        pantryItem('sausage', 6, null, isoDay(1)),
        pantryItem('mixed-peppers', 3, null, isoDay(2)),
        pantryItem('onion', 3, null, isoDay(20)),
        pantryItem('bread-roll', 6, null, isoDay(3)),
        pantryItem('egg', 6, null, isoDay(14)),
        pantryItem('ketchup', null, null),
      ],
      { goal: 'quick', servings: 2, maxMinutes: 20, mealType: 'lunch' },
    );
    const rolls = shown.find((each) => /in rolls/.test(each.recipe.title));
    expect(rolls, titles(shown)).toBeDefined();
    if (!rolls) return;
    expect(rolls.missing).toEqual([]);
    expect(totalMinutes(rolls.recipe)).toBeLessThanOrEqual(20);
    expect(recipeProblems(rolls.recipe)).toEqual([]);
    expect(text(rolls)).toMatch(/fry the pork sausages for 5 minutes/);
    expect(text(rolls)).toMatch(/cooked through, with no pink in the middle/);
    // Two sausages a person: no more than a serving takes, however many go off.
    const sausages = rolls.recipe.ingredients.find((line) => line.ingredientId === 'sausage');
    expect((sausages?.quantity ?? 0) / rolls.recipe.servings).toBeLessThanOrEqual(2.5);
  });

  it('are never a reason to buy bread: no rolls in the house, no sausage rolls', () => {
    const shown = suggestRecipes({
      pantry: [pantryItem('sausage', 6, null, isoDay(1)), pantryItem('onion', 2, null), ...CUPBOARD],
      profile: NO_RESTRICTIONS,
      goal: 'quick',
      servings: 2,
      today: isoDay(0),
      seed: 1,
      limit: 8,
    });
    expect(shown.filter((each) => each.recipe.id.startsWith('roll-'))).toEqual([]);
  });

  it('frankfurters going off make a hash with the potatoes and the cabbage, sliced into rounds', () => {
    const shown = firstThree(
      [
        pantryItem('hot-dog', 4, null, isoDay(1)),
        pantryItem('cabbage', 0.5, null, isoDay(2)),
        pantryItem('potato', 4, null, isoDay(10)),
        pantryItem('onion', 1, null, isoDay(14)),
        pantryItem('egg', 3, null, isoDay(8)),
      ],
      { goal: 'budget', servings: 2, mealType: 'dinner' },
    );
    const hash = shown.find((each) => /frankfurter.*hash/i.test(each.recipe.title));
    expect(hash, titles(shown)).toBeDefined();
    if (!hash) return;
    expect(text(hash)).toMatch(/Slice the frankfurters into rounds/);
    expect(hash.missing).toEqual([]);
  });
});

describe('leftover rice and cooked prawns for a fifteen-minute lunch', () => {
  it('make a prawn fried rice, the prawns only heated through with the rice', () => {
    const shown = firstThree(
      [
        pantryItem('microwave-rice', 250, 'g', isoDay(1)),
        pantryItem('cooked-prawn', 90, 'g', isoDay(1)),
        pantryItem('spring-onion', 2, null, isoDay(2)),
        pantryItem('egg', 2, null, isoDay(8)),
        pantryItem('frozen-peas', 300, 'g'),
        pantryItem('soy-sauce', null, null),
      ],
      { goal: 'quick', servings: 1, maxMinutes: 15, mealType: 'lunch' },
    );
    const rice = shown.find((each) => /prawn.*fried rice/i.test(each.recipe.title));
    expect(rice, titles(shown)).toBeDefined();
    if (!rice) return;
    expect(totalMinutes(rice.recipe)).toBeLessThanOrEqual(15);
    expect(text(rice)).toMatch(/Add the rice and the cooked prawns/);
    expect(text(rice)).not.toMatch(/stir-fry the cooked prawns/);
    expect(recipeProblems(rice.recipe)).toEqual([]);
  });
});

describe('a whole chicken going off with a cauliflower', () => {
  it('is roasted, and the cauliflower boiled while it rests and served with it', () => {
    const shown = firstThree(
      [
        pantryItem('whole-chicken', 1.6, 'kg', isoDay(1)),
        pantryItem('cauliflower', 1, null, isoDay(2)),
        pantryItem('potato', 2.5, 'kg', isoDay(14)),
        pantryItem('carrot', 1, 'kg', isoDay(12)),
        pantryItem('onion', 3, null, isoDay(20)),
        pantryItem('gravy-granules', null, null),
        pantryItem('dried-thyme', null, null),
      ],
      { goal: 'family', servings: 5, mealType: 'dinner' },
    );
    const roast = shown.find((each) => /^Roast chicken/.test(each.recipe.title));
    expect(roast, titles(shown)).toBeDefined();
    if (!roast) return;
    expect(roast.recipe.ingredients.map((line) => line.ingredientId)).toContain('cauliflower');
    expect(text(roast)).toMatch(/While it rests, cut the cauliflower into small florets, then boil/);
    expect(text(roast)).toMatch(/serve with the roast .* and the cauliflower/);
    expect(roast.missing).toEqual([]);
    // The bird's bones are not eaten: a serving of a roast dinner is not 900 kcal.
    expect(roast.nutritionPerServing.kcal).toBeLessThan(800);
  });

  it('boils frozen peas while the joint rests, naming them, with no empty step before them', () => {
    const shown = firstThree(
      [
        pantryItem('beef-joint', 1.8, 'kg', isoDay(1)),
        pantryItem('potato', 2.5, 'kg', isoDay(14)),
        pantryItem('carrot', 1, 'kg', isoDay(12)),
        pantryItem('onion', 3, null, isoDay(20)),
        pantryItem('frozen-peas', 900, 'g', null),
        pantryItem('gravy-granules', null, null),
      ],
      { goal: 'family', servings: 8, mealType: 'dinner' },
    );
    const roast = shown.find((each) => /^Roast beef/.test(each.recipe.title));
    expect(roast, titles(shown)).toBeDefined();
    if (!roast) return;
    expect(text(roast)).toMatch(/While it rests, boil the frozen peas in a pan of salted water/);
    expect(text(roast)).not.toMatch(/, ,/);
  });
});

describe('pork shoulder going off', () => {
  const pantry = (grams: number) => [
    pantryItem('pork-shoulder', grams, 'g', isoDay(1)),
    pantryItem('cabbage', 1, null, isoDay(2)),
    pantryItem('bean-sprout', 200, 'g', isoDay(1)),
    pantryItem('carrot', 3, null, isoDay(14)),
    pantryItem('ginger', 80, 'g', isoDay(20)),
    pantryItem('garlic', 6, 'clove', isoDay(20)),
    pantryItem('rice', 5, 'kg'),
    pantryItem('soy-sauce', null, null),
    pantryItem('mirin', null, null),
  ];

  it('sliced from a 400 g pack, is a quick stir-fry with the cabbage and bean sprouts', () => {
    const shown = firstThree(pantry(400), { goal: 'quick', servings: 3, mealType: 'dinner' });
    const stirFry = shown.find((each) => /pork shoulder.*stir-fry/i.test(each.recipe.title));
    expect(stirFry, titles(shown)).toBeDefined();
    expect(stirFry && text(stirFry)).toMatch(/Slice the pork shoulder into thin strips/);
  });

  it('as a two-kilo joint, is for the oven or the pot, never a stir-fry', () => {
    const shown = suggestRecipes({
      pantry: [...pantry(2000), ...CUPBOARD],
      profile: NO_RESTRICTIONS,
      goal: 'family',
      servings: 8,
      mealType: 'dinner',
      today: isoDay(0),
      seed: 1,
      limit: 8,
    });
    expect(shown.filter((each) => /pork shoulder.*stir-fry/i.test(each.recipe.title))).toEqual([]);
  });
});

describe('fresh sardines to cook today, for a light lunch', () => {
  it('are fried whole and served with the potatoes and greens the cook has', () => {
    const shown = firstThree(
      [
        pantryItem('sardine', 800, 'g', isoDay(0)),
        pantryItem('kale', 200, 'g', isoDay(2)),
        pantryItem('red-pepper', 2, null, isoDay(5)),
        pantryItem('tomato', 4, null, isoDay(5)),
        pantryItem('potato', 2, 'kg', isoDay(14)),
        pantryItem('lemon', 3, null, isoDay(14)),
        pantryItem('egg', 12, null, isoDay(14)),
        pantryItem('chickpeas', 2, 'tin'),
      ],
      { goal: 'lighter', servings: 4, mealType: 'lunch' },
    );
    // Fried whole beside the potatoes (a tin of them roasted on the peppers may come first).
    const sardines = shown.find((each) => /sardines.*potatoes/i.test(each.recipe.title));
    expect(sardines, titles(shown)).toBeDefined();
    expect(sardines && text(sardines)).toMatch(
      /until the skin is blistered and the flesh comes away from the bone/,
    );
    expect(sardines?.missing).toEqual([]);
  });
});

describe('ham and a green pepper going off, for a fifteen-minute breakfast', () => {
  it('make a ham and pepper omelette in time', () => {
    const shown = firstThree(
      [
        pantryItem('ham', 4, 'slice', isoDay(1)),
        pantryItem('green-pepper', 1, null, isoDay(1)),
        pantryItem('egg', 4, null, isoDay(10)),
        pantryItem('cheddar', 110, 'g', isoDay(20)),
        pantryItem('butter', 113, 'g', isoDay(20)),
      ],
      { goal: 'quick', servings: 2, maxMinutes: 15, mealType: 'breakfast' },
    );
    const omelette = shown.find((each) => /ham omelette/i.test(each.recipe.title));
    expect(omelette, titles(shown)).toBeDefined();
    expect(omelette && totalMinutes(omelette.recipe)).toBeLessThanOrEqual(15);
  });
});

describe('the bread or stock a dish would buy while the cook has their own', () => {
  it('a chicken with quinoa in the cupboard is not wrapped in tortillas bought for it', () => {
    const shown = firstThree(
      [
        pantryItem('chicken-breast', 500, 'g', isoDay(1)),
        pantryItem('greek-yogurt', 500, 'g', isoDay(8)),
        pantryItem('cucumber', 1, null, isoDay(5)),
        pantryItem('quinoa', 500, 'g'),
        pantryItem('red-onion', 1, null, isoDay(20)),
        pantryItem('lemon', 1, null, isoDay(14)),
      ],
      { goal: 'high-protein', servings: 2, mealType: 'dinner' },
    );
    // A dish made in its bread (wraps, pittas, tacos), not a tray bake with a pitta on the side.
    const boughtBread = shown.filter(
      (each) =>
        /wraps?\b|pittas?\b|tacos?\b|burritos?\b|quesadillas?\b|sandwich/i.test(each.recipe.title) &&
        each.missing.some((line) => /tortilla|pitta|bread|roll|bun/.test(line.ingredientId)),
    );
    expect(
      boughtBread.map((each) => each.recipe.title),
      titles(shown),
    ).toEqual([]);
  });

  it('a Japanese noodle soup is made with the cook’s dashi, not a stock bought for it', () => {
    const shown = suggestRecipes({
      pantry: [
        pantryItem('egg', 10, null, isoDay(14)),
        pantryItem('bean-sprout', 200, 'g', isoDay(1)),
        pantryItem('carrot', 3, null, isoDay(14)),
        pantryItem('spring-onion', 4, null, isoDay(5)),
        pantryItem('udon-noodles', 600, 'g'),
        pantryItem('dashi', null, null),
        pantryItem('miso', 500, 'g'),
        ...CUPBOARD,
      ],
      profile: NO_RESTRICTIONS,
      goal: 'quick',
      servings: 3,
      mealType: 'dinner',
      today: isoDay(0),
      seed: 1,
      limit: 8,
    });
    const soup = shown.find(
      (each) => /miso/i.test(each.recipe.title) && /noodle soup/i.test(each.recipe.title),
    );
    expect(soup, titles(shown)).toBeDefined();
    expect(soup?.recipe.ingredients.map((line) => line.ingredientId)).toContain('dashi');
    expect(soup?.missing.map((line) => line.ingredientId)).not.toContain('vegetable-stock');
  });
});

describe('beef and pork mince both going off', () => {
  it('make one batch of meatballs of both, as the Swedish, Dutch and Italian cook does', () => {
    const shown = suggestRecipes({
      pantry: [
        pantryItem('minced-beef', 250, 'g', isoDay(1)),
        pantryItem('minced-pork', 250, 'g', isoDay(1)),
        pantryItem('onion', 3, null, isoDay(20)),
        pantryItem('breadcrumbs', 200, 'g'),
        pantryItem('pasta', 500, 'g'),
        pantryItem('chopped-tomatoes', 2, 'tin'),
        pantryItem('garlic', 6, 'clove', isoDay(20)),
        ...CUPBOARD,
      ],
      profile: NO_RESTRICTIONS,
      goal: 'family',
      servings: 4,
      mealType: 'dinner',
      today: isoDay(0),
      seed: 1,
      limit: 8,
    });
    const meatballs = shown.find(
      (each) => each.recipe.source === 'generated' && /meatballs|albóndigas/.test(each.recipe.title),
    );
    expect(meatballs, titles(shown)).toBeDefined();
    const minces = meatballs?.recipe.ingredients
      .map((line) => line.ingredientId)
      .filter((id) => /^minced-/.test(id));
    expect(minces?.sort()).toEqual(['minced-beef', 'minced-pork']);
    expect(meatballs && text(meatballs)).toMatch(
      /Mix the (beef mince and pork mince|pork mince and beef mince)/,
    );
  });
});

describe('fresh mackerel and salad leaves both going off, for a light dinner', () => {
  it('make a warm salad of the mackerel over the leaves and potatoes, not an egg salad beside it', () => {
    const shown = firstThree(
      [
        pantryItem('mackerel', 2, null, isoDay(1)),
        pantryItem('salad-leaves', 120, 'g', isoDay(1)),
        pantryItem('new-potato', 750, 'g', isoDay(7)),
        pantryItem('cucumber', 1, null, isoDay(5)),
        pantryItem('tomato', 4, null, isoDay(6)),
        pantryItem('lemon', 2, null, isoDay(14)),
        pantryItem('egg', 6, null, isoDay(14)),
        pantryItem('wholegrain-mustard', null, null),
      ],
      { goal: 'lighter', servings: 2, mealType: 'dinner' },
    );
    const salad = shown.find((each) => /salad/i.test(each.recipe.title));
    expect(salad, titles(shown)).toBeDefined();
    expect(salad?.recipe.ingredients.map((line) => line.ingredientId)).toEqual(
      expect.arrayContaining(['mackerel', 'salad-leaves']),
    );
    expect(salad && text(salad)).toMatch(/Cook the mackerel in a hot pan/);
  });
});
