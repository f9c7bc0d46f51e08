import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { isoDay } from '../test/random-kitchen.ts';
import { NO_RESTRICTIONS, profileCheck } from './diet-profile.ts';
import {
  BOUGHT_SEASONING,
  FOREIGN_DISH,
  foreignCost,
  foreignTo,
  fridgeKitchen,
  kitchenOf,
} from './fridge-cuisine.ts';
import { indexPantry } from './pantry-cover.ts';
import { suggestRecipes } from './rank-recipes.ts';

const MEXICAN = [
  pantryItem('chicken-thigh', 1.4, 'kg', isoDay(1)),
  pantryItem('tomatillo', 450, 'g', isoDay(2)),
  pantryItem('coriander', 1, 'bunch', isoDay(3)),
  pantryItem('jalapeno', 4, null, isoDay(10)),
  pantryItem('tomato', 6, null, isoDay(6)),
  pantryItem('onion', 4, null, isoDay(20)),
  pantryItem('lime', 6, null, isoDay(14)),
  pantryItem('avocado', 3, null, isoDay(4)),
  pantryItem('queso-fresco', 280, 'g', isoDay(12)),
  pantryItem('soured-cream', 470, 'ml', isoDay(14)),
  pantryItem('corn-tortilla', 30, null, isoDay(10)),
  pantryItem('rice', 2, 'kg'),
  pantryItem('masa-harina', 2, 'kg'),
  pantryItem('pinto-beans', 3, 'tin'),
  pantryItem('chipotle', null, null),
  pantryItem('flour-tortilla', 10, null, isoDay(10)),
  pantryItem('ground-cumin', null, null),
  pantryItem('dried-oregano', null, null),
];

const kitchenFor = (pantry: ReturnType<typeof pantryItem>[]) =>
  fridgeKitchen(indexPantry(pantry, isoDay(0)), profileCheck(NO_RESTRICTIONS));

describe('the kitchen a fridge cooks from', () => {
  it('is read off its foods: tomatillos, masa harina, chipotle and queso fresco are a Mexican kitchen', () => {
    expect(kitchenFor(MEXICAN)).toBe('latin-american');
  });

  it('is none for an everyday fridge, and none is foreign to it', () => {
    const everyday = [
      pantryItem('chicken-breast', 2, null, isoDay(1)),
      pantryItem('potato', 1, 'kg'),
      pantryItem('carrot', 4, null),
      pantryItem('cheddar', 200, 'g'),
      pantryItem('ground-cumin', null, null),
    ];
    expect(kitchenFor(everyday)).toBeNull();
    expect(foreignTo('indian', null)).toBe(false);
  });

  it('counts a Sri Lankan dish as the same kitchen as an Indian one, and a tray bake as no one’s', () => {
    expect(kitchenOf('sri-lankan')).toBe(kitchenOf('indian'));
    expect(foreignTo('indian', kitchenOf('sri-lankan'))).toBe(false);
    expect(foreignTo('british', 'latin-american')).toBe(false);
    expect(foreignTo('indian', 'latin-american')).toBe(true);
  });

  it('costs a dish of another kitchen more in a fridge of one, and in an everyday fridge only when it buys its seasoning', () => {
    expect(foreignCost('indian', 'latin-american', false)).toBe(FOREIGN_DISH);
    // Teriyaki pork chops that buy the teriyaki sauce, in a fridge that says no one kitchen.
    expect(foreignCost('japanese', null, true)).toBe(BOUGHT_SEASONING);
    expect(foreignCost('japanese', null, false)).toBe(0);
    // A British dish is nobody's foreign dish, whatever it buys.
    expect(foreignCost('british', null, true)).toBe(0);
    expect(foreignCost('mexican', 'latin-american', true)).toBe(0);
  });

  it('puts the Mexican dishes of a Mexican fridge before a garam-masala chicken of its cumin', () => {
    const shown = suggestRecipes({
      pantry: MEXICAN,
      profile: NO_RESTRICTIONS,
      goal: 'budget',
      servings: 7,
      mealType: 'dinner',
      today: isoDay(0),
      seed: 1,
      limit: 5,
    });
    const first = shown[0]?.recipe;
    expect(
      first?.cuisine,
      shown.map((each) => `${each.recipe.title} (${each.recipe.cuisine})`).join(' | '),
    ).toBe('mexican');
  });
});
