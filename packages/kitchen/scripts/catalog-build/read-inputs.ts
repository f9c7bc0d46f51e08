import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogInputs } from './build-rows.ts';
import { readFoodKeeper } from './foodkeeper.ts';
import { readUsdaFoods, readUsdaPortions } from './usda.ts';

/** Reads the USDA and FoodKeeper files from the shared data folder (`../shared/data` in the repo's parent). */
export function readCatalogInputs(dataDir: string): CatalogInputs {
  const read = (...path: string[]) => readFileSync(join(dataDir, ...path), 'utf8');
  return {
    foods: readUsdaFoods(read('usda_sr_legacy', 'derived', 'sr_legacy_foods_per100g.csv')),
    portions: readUsdaPortions(read('usda_sr_legacy', 'derived', 'sr_legacy_portions.csv')),
    foodKeeper: readFoodKeeper(JSON.parse(read('foodkeeper', 'foodkeeper.json'))),
  };
}
