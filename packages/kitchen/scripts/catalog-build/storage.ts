import type { ShelfLifeRow } from '../../src/catalog-row.ts';
import { STORAGE_PLACES, type StoragePlace } from '../../src/catalog-types.ts';
import type { SourceEntry } from '../catalog-source/source-entry.ts';
import { type FoodKeeperProduct, foodKeeperStorage } from './foodkeeper.ts';

export type StorageRow = readonly [ShelfLifeRow | null, ShelfLifeRow | null, ShelfLifeRow | null];

/** FoodKeeper's unopened storage life per place, with Larder's `keep` estimates taking precedence. */
export function storageRow(entry: SourceEntry, product: FoodKeeperProduct | undefined): StorageRow {
  const fromFoodKeeper = product ? foodKeeperStorage(product) : undefined;
  const place = (where: StoragePlace): ShelfLifeRow | null => {
    const estimate = entry.keep?.[where];
    if (estimate !== undefined) return estimate === null ? null : [estimate[0], estimate[1], 'e'];
    const days = fromFoodKeeper?.[where];
    return days ? [days[0], days[1], 'f'] : null;
  };
  const [fridge, freezer, cupboard] = STORAGE_PLACES.map(place);
  return [fridge ?? null, freezer ?? null, cupboard ?? null];
}
