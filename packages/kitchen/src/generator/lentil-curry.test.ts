import { describe, expect, it } from 'vitest';
import { BLIND8_FRIDGES } from '../../test/judging-fridges-blind8.ts';
import { suggestFor, TOP } from '../../test/judging-fridges-run.ts';
import { pantryItem } from '../../test/pantry-items.ts';
import { isoDay } from '../../test/random-kitchen.ts';
import { getIngredient } from '../catalog.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { suggestRecipes } from '../rank-recipes.ts';
import { dishType } from '../recipe-likeness.ts';

/**
 * A dal with vegetables in it (issue 15): a vegetarian cook with a kilo of red lentils and an aubergine
 * going off gets a curry of both, not a chickpea curry that buys the chickpeas, and no spaghetti bought
 * beside five kilos of rice.
 */

const SRI_LANKAN = [
  pantryItem('aubergine', 2, null, isoDay(1)),
  pantryItem('green-bean', 300, 'g', isoDay(2)),
  pantryItem('tomato', 3, null, isoDay(5)),
  pantryItem('potato', 1, 'kg', isoDay(14)),
  pantryItem('red-onion', 4, null, isoDay(20)),
  pantryItem('garlic', 10, 'clove', isoDay(25)),
  pantryItem('ginger', 60, 'g', isoDay(14)),
  pantryItem('green-chilli', 6, null, isoDay(8)),
  pantryItem('egg', 10, null, isoDay(14)),
  pantryItem('coconut-milk', 3, 'tin', null),
  pantryItem('red-lentils', 1, 'kg', null),
  pantryItem('rice', 5, 'kg', null),
  pantryItem('mustard-seeds', null, null, null),
  pantryItem('turmeric', null, null, null),
  pantryItem('curry-powder', null, null, null),
  pantryItem('vegetable-oil', null, null, null),
  pantryItem('salt', null, null, null),
];

const text = (steps: readonly { text: string }[]) => steps.map((step) => step.text).join(' ');

/** What the Sri Lankan vegetarian fridge gets for a budget dinner for this many. */
const vegetarianBudgetDinner = (servings: number) =>
  suggestRecipes({
    pantry: SRI_LANKAN,
    profile: { diets: ['vegetarian'], allergens: [], dislikes: [] },
    goal: 'budget',
    servings,
    mealType: 'dinner',
    today: isoDay(0),
    seed: 1,
    limit: 5,
  });

describe('a curry of the cook’s dried lentils', () => {
  it('uses the red lentils and the aubergine going off, cooks the lentils soft in the sauce, and buys nothing', () => {
    const shown = vegetarianBudgetDinner(4);
    const dal = shown
      .slice(0, 3)
      .find((each) => each.recipe.ingredients.some((line) => line.ingredientId === 'red-lentils'));
    expect(dal?.recipe.title, shown.map((each) => each.recipe.title).join(' | ')).toMatch(/curry/i);
    if (!dal) return;
    const used = dal.recipe.ingredients.map((line) => line.ingredientId);
    expect(used).toEqual(expect.arrayContaining(['red-lentils', 'aubergine', 'rice']));
    expect(dal.missing).toEqual([]);
    const steps = text(dal.recipe.steps);
    expect(steps).toMatch(/Rinse the red lentils/);
    expect(steps).toMatch(/300 ml of water for every 100 g of red lentils/);
    expect(steps).toMatch(/until the red lentils are soft/);
    expect(steps).not.toMatch(/sealed/);
    // Lentils simmer soft in 20 minutes: the dish's time has room for them.
    expect(dal.recipe.cookMinutes).toBeGreaterThanOrEqual(20);
  });
});

describe('the turmeric of a dal for six', () => {
  it('is a teaspoon and a half, not three: strong ground spices go a quarter teaspoon a serving', () => {
    const shown = vegetarianBudgetDinner(6);
    const turmeric = shown
      .flatMap((each) => each.recipe.ingredients)
      .filter((line) => line.ingredientId === 'turmeric' && line.unit === 'tsp');
    expect(turmeric.length).toBeGreaterThan(0);
    for (const line of turmeric) expect(line.quantity).toBeLessThanOrEqual(1.5);
  });
});

describe('a pasta that buys its pasta', () => {
  it('gives way to the rice dishes of a cook with five kilos of rice (a Nigerian budget fridge)', () => {
    const pantry = [
      pantryItem('spinach', 400, 'g', isoDay(1)),
      pantryItem('yam', 2, 'kg', isoDay(2)),
      pantryItem('smoked-mackerel', 300, 'g', isoDay(6)),
      pantryItem('scotch-bonnet', 4, null, isoDay(10)),
      pantryItem('red-pepper', 3, null, isoDay(5)),
      pantryItem('onion', 5, null, isoDay(20)),
      pantryItem('chopped-tomatoes', 3, 'tin', null),
      pantryItem('tomato-puree', null, null, null),
      pantryItem('chicken-stock-cube', null, null, null),
      pantryItem('curry-powder', null, null, null),
      pantryItem('dried-thyme', null, null, null),
      pantryItem('bay-leaf', null, null, null),
      pantryItem('egg', 12, null, isoDay(14)),
      pantryItem('rice', 5, 'kg', null),
      pantryItem('plantain', 3, null, isoDay(4)),
      pantryItem('vegetable-oil', null, null, null),
      pantryItem('salt', null, null, null),
    ];
    for (const seed of [1, 2, 3]) {
      const firstThree = suggestRecipes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'budget',
        servings: 6,
        mealType: 'dinner',
        today: isoDay(0),
        seed,
        limit: 5,
      }).slice(0, 3);
      const boughtPasta = firstThree.filter(
        (each) =>
          dishType(each.recipe.title) === 'pasta' &&
          each.missing.some((line) => getIngredient(line.ingredientId)?.aisle === 'grains-pasta'),
      );
      expect(
        boughtPasta.map((each) => each.recipe.title),
        firstThree.map((each) => each.recipe.title).join(' | '),
      ).toEqual([]);
    }
  });
});

describe('a dish that buys its grain', () => {
  const grain = (id: string) => {
    const food = getIngredient(id);
    return food?.aisle === 'grains-pasta' && food.roles.includes('starch');
  };

  const boughtGrain = (name: RegExp) => {
    const fridge = BLIND8_FRIDGES.find((each) => name.test(each.name));
    if (!fridge) throw new Error(`no fridge ${name}`);
    const firstThree = suggestFor(fridge).slice(0, TOP);
    return {
      buying: firstThree.filter((each) => each.missing.some((line) => grain(line.ingredientId))),
      shown: firstThree.map((each) => each.recipe.title).join(' | '),
    };
  };

  it('sends a cook with potatoes, pasta and bread out for a grain once at most in the first three', () => {
    for (const name of [/hungarian-household-of-5-chicken-drumsticks/, /french-household-of-4-magret-duck/]) {
      const { buying, shown } = boughtGrain(name);
      expect(buying.length, shown).toBeLessThanOrEqual(1);
    }
  });
});
