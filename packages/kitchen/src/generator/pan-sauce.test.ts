import { describe, expect, it } from 'vitest';
import { firstThree, stepText as text, titles } from '../../test/first-three.ts';
import { pantryItem } from '../../test/pantry-items.ts';
import { isoDay } from '../../test/random-kitchen.ts';

import { recipeProblems } from '../recipe-checks.ts';

/**
 * The plate a cook makes of a chop or a piece of game and what is beside it in the fridge (issue 15, blind
 * set 9): pork chops going off with apples, yoghurt and Dijon become pork chops with apple and a creamy
 * mustard sauce, served with the frozen mixed vegetables rather than broccoli bought; venison with the
 * blackberries and red wine becomes venison in a blackberry and red wine sauce.
 */

describe('pork chops going off beside apples, yoghurt and mustard', () => {
  const shown = firstThree(
    [
      pantryItem('pork-chop', 2, null, isoDay(1)),
      pantryItem('greek-yogurt', 150, 'g', isoDay(2)),
      pantryItem('apple', 2, null, isoDay(10)),
      pantryItem('onion', 1, null, isoDay(14)),
      pantryItem('potato', 4, null, isoDay(12)),
      pantryItem('frozen-mixed-veg', 500, 'g'),
      pantryItem('dijon-mustard', null, null),
      pantryItem('dried-sage', null, null),
    ],
    { goal: 'high-protein', servings: 1, mealType: 'lunch' },
  );
  const sauced = shown.find((each) =>
    /pork chops with apple and a creamy mustard sauce/i.test(each.recipe.title),
  );

  it('make pork chops with apple and a creamy mustard sauce, with nothing to buy', () => {
    expect(sauced, titles(shown)).toBeDefined();
    expect(sauced?.missing).toEqual([]);
    expect(sauced && recipeProblems(sauced.recipe)).toEqual([]);
  });

  it('stir the yoghurt in off the heat, so it does not split, and serve the frozen vegetables', () => {
    expect(sauced && text(sauced)).toMatch(/off the heat.*Greek yogurt/);
    expect(sauced?.recipe.ingredients.map((line) => line.ingredientId)).toContain('frozen-mixed-veg');
  });
});

describe('venison going off beside blackberries and red wine', () => {
  const shown = firstThree(
    [
      pantryItem('venison', 600, 'g', isoDay(1)),
      pantryItem('blackberry', 125, 'g', isoDay(2)),
      pantryItem('sweet-potato', 1, 'kg', isoDay(14)),
      pantryItem('green-bean', 300, 'g', isoDay(5)),
      pantryItem('red-wine', 750, 'ml'),
      pantryItem('butter', 250, 'g', isoDay(30)),
      pantryItem('thyme', 1, 'bunch', isoDay(6)),
    ],
    { goal: 'high-protein', servings: 4, mealType: 'dinner' },
  );

  it('make venison in a blackberry and red wine sauce, the berries burst in the wine', () => {
    const sauced = shown.find((each) =>
      /venison with a blackberry and red wine sauce/i.test(each.recipe.title),
    );
    expect(sauced, titles(shown)).toBeDefined();
    expect(sauced && text(sauced)).toMatch(/red wine with the blackberries.*berries have burst/);
    expect(sauced?.missing).toEqual([]);
    expect(sauced && recipeProblems(sauced.recipe)).toEqual([]);
  });
});

describe('sausages going off beside potatoes, butter and gravy granules', () => {
  it('make sausages and mash with gravy: the butter in the mash, the granules in the pan juices', () => {
    const shown = firstThree(
      [
        pantryItem('sausage', 8, null, isoDay(1)),
        pantryItem('potato', 2, 'kg', isoDay(20)),
        pantryItem('carrot', 6, null, isoDay(12)),
        pantryItem('butter', 250, 'g', isoDay(30)),
        pantryItem('frozen-peas', 900, 'g'),
        pantryItem('gravy-granules', null, null),
      ],
      { goal: 'family', servings: 4, mealType: 'dinner' },
    );
    const mash = shown.find((each) => /^sausages and mash with .*gravy$/i.test(each.recipe.title));
    expect(mash, titles(shown)).toBeDefined();
    expect(mash && text(mash)).toMatch(/mash with the butter/);
    expect(mash && text(mash)).toMatch(/gravy granules into the pan juices/);
    expect(mash && text(mash)).not.toMatch(/foaming butter over the (pork )?sausages/);
    expect(mash?.missing).toEqual([]);
    expect(mash && recipeProblems(mash.recipe)).toEqual([]);
  });
});
