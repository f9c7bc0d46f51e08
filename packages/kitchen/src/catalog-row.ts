import {
  type Aisle,
  type Allergen,
  DIET_FLAGS,
  type DietFacts,
  type DietFlag,
  type Ingredient,
  type Role,
  type ShelfLife,
  type StoragePlace,
} from './catalog-types.ts';

/** A shelf life as stored: [min days, max days, f = FoodKeeper | e = Larder's estimate]. */
export type ShelfLifeRow = readonly [minDays: number, maxDays: number, source: 'f' | 'e'];

/** One ingredient as `catalog-data.gen.ts` stores it: a compact tuple, decoded by `decodeRow`. */
export type CatalogRow = readonly [
  id: string,
  name: string,
  aliases: readonly string[],
  aisle: Aisle,
  roles: readonly Role[],
  diet: readonly DietFlag[],
  allergens: readonly Allergen[],
  /** The USDA SR Legacy food the nutrition comes from; null when read without the provenance. */
  fdcId: number | null,
  nutrition: readonly [
    kcal: number,
    protein: number,
    fat: number,
    satFat: number | null,
    carbs: number,
    fibre: number | null,
    sugars: number | null,
    sodium: number | null,
  ],
  portions: readonly [
    piece: number | null,
    cup: number | null,
    tbsp: number | null,
    tsp: number | null,
    slice: number | null,
    bunch: number | null,
    handful: number | null,
  ],
  density: number | null,
  storage: readonly [
    fridge: ShelfLifeRow | null,
    freezer: ShelfLifeRow | null,
    cupboard: ShelfLifeRow | null,
  ],
  /** The FoodKeeper product the storage comes from, if any; null too when read without the provenance. */
  foodKeeperId: number | null,
  place: StoragePlace,
  pieceName: string | null,
  mild: boolean,
  mayContain: readonly Allergen[],
  freeFrom: readonly Allergen[],
];

function shelfLife(row: ShelfLifeRow | null): ShelfLife | null {
  if (!row) return null;
  const [minDays, maxDays, source] = row;
  return { minDays, maxDays, source: source === 'f' ? 'foodkeeper' : 'larder-estimate' };
}

function dietFacts(flags: readonly DietFlag[]): DietFacts {
  const facts: Record<DietFlag, boolean> = {
    meat: false,
    fish: false,
    shellfish: false,
    dairy: false,
    egg: false,
    honey: false,
    gluten: false,
  };
  for (const flag of DIET_FLAGS) facts[flag] = flags.includes(flag);
  return facts;
}

export function decodeRow(row: CatalogRow): Ingredient {
  const [id, name, aliases, aisle, roles, diet, allergens, , nutrition, portions, density] = row;
  const [, , , , , , , , , , , storage, , place, pieceName, mild, mayContain, freeFrom] = row;
  const [kcal, protein, fat, satFat, carbs, fibre, sugars, sodium] = nutrition;
  const [piece, cup, tbsp, tsp, slice, bunch, handful] = portions;
  const [fridge, freezer, cupboard] = storage;
  const fromFoodKeeper = storage.some((place) => place?.[2] === 'f');
  return {
    id,
    name,
    aliases,
    aisle,
    roles,
    diet: dietFacts(diet),
    allergens,
    nutrition: { kcal, protein, fat, satFat, carbs, fibre, sugars, sodium },
    portions: { piece, cup, tbsp, tsp, slice, bunch, handful },
    density,
    storage: { fridge: shelfLife(fridge), freezer: shelfLife(freezer), cupboard: shelfLife(cupboard) },
    storageSource: fromFoodKeeper ? 'foodkeeper' : 'larder-estimate',
    place,
    countable: pieceName !== null,
    pieceName,
    mild,
    mayContain,
    freeFrom,
  };
}
