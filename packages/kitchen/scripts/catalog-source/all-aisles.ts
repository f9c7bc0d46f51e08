import { bakery } from './bakery.ts';
import { baking } from './baking.ts';
import { canned } from './canned.ts';
import { condiments } from './condiments.ts';
import { cookedMeat, cookedStarches, cookedVegetables } from './cooked.ts';
import { dairyAndEggs } from './dairy-eggs.ts';
import { fish } from './fish.ts';
import { drinks, frozen } from './frozen-drinks.ts';
import { grainsAndPasta } from './grains-pasta.ts';
import { meat } from './meat.ts';
import { nutsAndSeeds } from './nuts-seeds.ts';
import { pantry } from './pantry.ts';
import { produceFruitAndHerbs } from './produce-fruit-herbs.ts';
import { produceVegetables } from './produce-vegetables.ts';
import type { AisleSource } from './source-entry.ts';
import { spices } from './spices.ts';
import { worldFoods } from './world-foods.ts';

/** Every aisle of the catalog, in the order the generated module lists them. */
export const catalogSources: readonly AisleSource[] = [
  produceVegetables,
  produceFruitAndHerbs,
  meat,
  fish,
  dairyAndEggs,
  bakery,
  pantry,
  grainsAndPasta,
  canned,
  spices,
  condiments,
  frozen,
  drinks,
  nutsAndSeeds,
  worldFoods,
  baking,
  cookedMeat,
  cookedStarches,
  cookedVegetables,
];
