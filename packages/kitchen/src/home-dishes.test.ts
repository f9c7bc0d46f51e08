import { describe, expect, it } from 'vitest';
import { BLIND10_FRIDGES } from '../test/judging-fridges-blind10.ts';
import { suggestFor, TOP } from '../test/judging-fridges-run.ts';

/**
 * The home dish a household's judges named, where the library had none (blind set 10): each is now among
 * the first three for the fridge it was written for, with nothing bought for its main food. (The Gujarati
 * family's besan chilla is in the library too, but at 34 minutes for eight it is no answer to their
 * 25-minute breakfast.)
 */
const NAMED: ReadonlyArray<readonly [fridge: RegExp, recipe: string, main: string]> = [
  [/scottish-grandparent-cooking-for-2-grandchildren-mince/, 'mince-and-tatties', 'minced-beef'],
  [/us-south-household-of-4-sausage-meat-biscuits-gravy/, 'biscuits-and-sausage-gravy', 'sausage-meat'],
  [/lao-household-of-5-chicken-mince-mint-larb-sticky-rice/, 'lao-larb-gai-sticky-rice', 'minced-chicken'],
  [/goan-household-of-4-whole-mackerel-okra/, 'goan-mackerel-recheado', 'mackerel'],
];

describe('the home dish a household names', () => {
  for (const [name, recipeId, main] of NAMED) {
    it(`offers ${recipeId} among the first three, made of the cook's own ${main}`, () => {
      const fridge = BLIND10_FRIDGES.find((each) => name.test(each.name));
      if (!fridge) throw new Error(`no fridge ${name}`);
      const firstThree = suggestFor(fridge).slice(0, TOP);
      const dish = firstThree.find((each) => each.recipe.id === recipeId);
      expect(dish, firstThree.map((each) => each.recipe.title).join(' | ')).toBeDefined();
      expect(dish?.recipe.ingredients.map((line) => line.ingredientId)).toContain(main);
      expect(dish?.missing.map((line) => line.ingredientId)).not.toContain(main);
    });
  }
});
