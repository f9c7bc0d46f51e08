import { describe, expect, it } from 'vitest';
import { allIngredients, getIngredient } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import { RECIPE_LIBRARY } from '../library.ts';
import { ingredientLineGrams } from '../recipe-nutrition.ts';
import type { SlotKind } from './archetype.ts';
import { ARCHETYPES } from './archetypes.ts';
import { dishSlots } from './fill-dish.ts';

/**
 * Which catalog foods are "common", the rule written down: every catalog food with the protein or
 * vegetable role is common, except those listed here, each for a stated reason. A food added to the
 * catalog is therefore common until someone decides otherwise, here, in review.
 */
const NOT_COMMON: Readonly<Record<string, readonly string[]>> = {
  /** Few home cooks buy these in a week's shop; a dish for them is welcome but not required. */
  speciality: [
    ...['goat', 'venison', 'rabbit', 'veal', 'lambs-liver', 'chicken-liver', 'lobster', 'crayfish'],
    ...['oyster', 'octopus', 'catfish', 'swordfish', 'halibut', 'quail-egg', 'duck-egg', 'pastrami'],
    ...['marrow', 'romanesco', 'chicory', 'frisee', 'radicchio', 'artichoke', 'jerusalem-artichoke'],
    ...['kohlrabi', 'cassava', 'yam', 'tomatillo', 'chayote', 'taro', 'lotus-root', 'bitter-gourd'],
    ...['spaghetti-squash', 'acorn-squash', 'samphire', 'daikon', 'enoki', 'seitan', 'jackfruit'],
    ...['urad-dal', 'toor-dal', 'mung-beans', 'adzuki-beans', 'split-peas', 'dried-black-beans'],
    ...['dried-kidney-beans', 'dried-white-beans', 'dried-chickpeas', 'monterey-jack', 'queso-fresco'],
    ...['cotija', 'manchego', 'emmental', 'gouda', 'edam', 'gruyere', 'pecorino', 'kombu', 'wakame'],
    ...['nori', 'dried-shiitake', 'vine-leaves', 'pumpkin-puree', 'gram-flour', 'tuna-steak'],
  ],
  /** Part of a food or a cooking ingredient, never the point of a dish. */
  ingredient: [
    ...['egg-white', 'egg-yolk', 'parmesan', 'anchovy', 'sun-dried-tomatoes', 'rhubarb', 'quark'],
    ...['greek-yogurt', 'cottage-cheese', 'chopped-tomatoes', 'crushed-tomatoes', 'passata'],
    ...['kimchi', 'sauerkraut', 'hummus', 'peanut-butter', 'almond-butter', 'quinoa'],
    ...['grated-mozzarella'],
  ],
  /** Cured meats sliced onto a plate or a pizza rather than cooked into a dish. */
  charcuterie: ['prosciutto', 'salami', 'pepperoni'],
  /** Ready meals and leftovers: the leftovers recipes and tests look after them. */
  ready: [
    ...['bolognese-sauce', 'chilli-con-carne', 'lasagne', 'cooked-potatoes', 'cooked-vegetables'],
    ...['oven-chips', 'hash-browns', 'fish-fingers', 'beef-burger', 'veggie-burger', 'hot-dog'],
  ],
};

const EXCLUDED = new Set(Object.values(NOT_COMMON).flat());

/** Nuts and seeds carry the protein role, but they top a dish rather than make it. */
const isCommon = (ingredient: Ingredient) =>
  (ingredient.roles.includes('protein') || ingredient.roles.includes('vegetable')) &&
  ingredient.aisle !== 'nuts-seeds' &&
  !EXCLUDED.has(ingredient.id);

/** The slots that make a dish (not a garnish or a seasoning). */
const MAIN_SLOTS: ReadonlySet<SlotKind> = new Set(['protein', 'vegetable', 'starch']);

/**
 * Ids some archetype can put in one of its main slots, in any of its cuisines. An aromatic (shallot,
 * spring onion) does its job in the onion slot, so any slot counts for those.
 */
function generatorUses(): Set<string> {
  const ids = new Set<string>();
  for (const archetype of ARCHETYPES) {
    for (const flavour of archetype.flavours) {
      for (const slot of dishSlots(archetype, flavour)) {
        for (const id of slot.options) {
          if (MAIN_SLOTS.has(slot.kind) || getIngredient(id)?.roles.includes('aromatic')) ids.add(id);
        }
      }
    }
  }
  return ids;
}

/** A library recipe uses a food when a serving has at least this much of it: not a garnish. */
const LEAST_GRAMS_PER_SERVING = 30;

function libraryUses(): Set<string> {
  const ids = new Set<string>();
  for (const recipe of RECIPE_LIBRARY) {
    for (const line of recipe.ingredients) {
      const grams = ingredientLineGrams(line) ?? 0;
      if (grams / recipe.servings >= LEAST_GRAMS_PER_SERVING) ids.add(line.ingredientId);
    }
  }
  return ids;
}

describe('dishes for every common catalog food', () => {
  it('has a generator slot or a library recipe that uses each common protein and vegetable', () => {
    const used = new Set([...generatorUses(), ...libraryUses()]);
    const common = allIngredients().filter(isCommon);
    const unused = common.filter((ingredient) => !used.has(ingredient.id)).map((item) => item.id);
    expect(common.length).toBeGreaterThan(150);
    expect(unused).toEqual([]);
  });

  it('lists only catalog foods as not common', () => {
    const ids = new Set(allIngredients().map((ingredient) => ingredient.id));
    expect([...EXCLUDED].filter((id) => !ids.has(id))).toEqual([]);
  });
});
