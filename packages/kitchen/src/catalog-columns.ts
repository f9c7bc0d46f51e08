import type { CatalogRow, ShelfLifeRow } from './catalog-row.ts';
import type { Aisle, Allergen, DietFlag, Role, StoragePlace } from './catalog-types.ts';

/**
 * The catalog as `catalog-data.gen.ts` stores it, one column per field, so the browser downloads less
 * (decision 022): `decodeCatalog` turns it back into the rows `decodeRow` reads, once, on first use.
 * `scripts/catalog-build/encode-columns.ts` writes it and checks that every row comes back unchanged.
 *
 * - `names`: one ingredient a line, `[id=]name|alias|alias…`. The id is left out when it is the name in
 *   lower case with dashes for spaces; `word(s)` or `word(es)` stands for two names, word and words.
 * - Numbers: a column of comma-separated numbers, empty for null.
 * - Few distinct values (aisle, roles, allergens…): the values once, then each row's index into them, one
 *   character a row from `INDEX_DIGITS` when there are at most 62 values, else base-36 numbers and commas.
 * - `nutrition`: per USDA food, in order of first use, as every row of a food has the same figures;
 *   `foods` gives each row's food: empty for the next food not seen before, else its place in `nutrition`.
 * - `storage`: one column a storage place, each row `min max source` or empty.
 *
 * Where the figures come from (the USDA food's fdcId, the FoodKeeper product) is a separate export,
 * `CatalogProvenance`, which the app never reads, so the browser's build leaves it out (decision 022).
 */

/** A column of few distinct values: the values, and each row's index into them. */
export type Coded<T> = readonly [values: readonly T[], rows: string];

export type CatalogColumns = Readonly<{
  names: string;
  aisle: Coded<Aisle>;
  roles: Coded<readonly Role[]>;
  diet: Coded<readonly DietFlag[]>;
  allergens: Coded<readonly Allergen[]>;
  foods: string;
  /** kcal, protein, fat, satFat, carbs, fibre, sugars, sodium: one column each, one number a USDA food. */
  nutrition: readonly string[];
  /** piece, cup, tbsp, tsp, slice, bunch, handful: one column each. */
  portions: readonly string[];
  density: string;
  /** fridge, freezer, cupboard. */
  storage: readonly string[];
  place: Coded<StoragePlace>;
  pieceName: Coded<string | null>;
  mild: Coded<boolean>;
  mayContain: Coded<readonly Allergen[]>;
  freeFrom: Coded<readonly Allergen[]>;
}>;

/** The USDA food of each food in `nutrition` and the FoodKeeper product of each row, as numbers. */
export type CatalogProvenance = Readonly<{ fdcIds: string; foodKeeperIds: string }>;

export const INDEX_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The id an ingredient has unless `names` says otherwise. */
export function idFromName(name: string): string {
  return name.toLowerCase().replaceAll(' ', '-');
}

/** "scallion(s)" → scallion, scallions; "tomato(es)" → tomato, tomatoes; anything else as it is. */
export function expandName(item: string): string[] {
  const plural = /^(.*)\((e?s)\)$/.exec(item);
  return plural?.[1] && plural[2] ? [plural[1], plural[1] + plural[2]] : [item];
}

function indexes(rows: string, count: number): number[] {
  if (count <= INDEX_DIGITS.length) return [...rows].map((digit) => INDEX_DIGITS.indexOf(digit));
  return rows.split(',').map((index) => Number.parseInt(index, 36));
}

function decoded<T>([values, rows]: Coded<T>): T[] {
  return indexes(rows, values.length).map((index) => values[index] as T);
}

function numbers(column: string): (number | null)[] {
  return column.split(',').map((text) => (text === '' ? null : Number(text)));
}

function shelfLives(column: string): (ShelfLifeRow | null)[] {
  return column.split(',').map((text) => {
    if (text === '') return null;
    const [min, max, source] = text.split(' ');
    return [Number(min), Number(max), source === 'f' ? 'f' : 'e'];
  });
}

/** Each row's place in `nutrition`, from the `foods` column. */
function foodOfRows(column: string): number[] {
  let next = 0;
  return column.split(',').map((text) => (text === '' ? next++ : Number(text)));
}

/**
 * The catalog's rows, in catalog order (by aisle, in shop order). Without the provenance (the app's
 * catalog, where nothing reads it) a row's fdcId and FoodKeeper product are null.
 */
export function decodeCatalog(columns: CatalogColumns, provenance?: CatalogProvenance): CatalogRow[] {
  const names = columns.names.split('\n').map((line) => {
    const [first = '', ...rest] = line.split('|');
    const equals = first.indexOf('=');
    const all = [first.slice(equals + 1), ...rest].flatMap(expandName);
    const name = all[0] ?? '';
    return { id: equals === -1 ? idFromName(name) : first.slice(0, equals), name, aliases: all.slice(1) };
  });
  const aisle = decoded(columns.aisle);
  const roles = decoded(columns.roles);
  const diet = decoded(columns.diet);
  const allergens = decoded(columns.allergens);
  const foodOf = foodOfRows(columns.foods);
  const fdcIds = provenance ? numbers(provenance.fdcIds) : [];
  const nutrition = columns.nutrition.map(numbers);
  const portions = columns.portions.map(numbers);
  const density = numbers(columns.density);
  const [fridge = [], freezer = [], cupboard = []] = columns.storage.map(shelfLives);
  const foodKeeperIds = provenance ? numbers(provenance.foodKeeperIds) : [];
  const place = decoded(columns.place);
  const pieceName = decoded(columns.pieceName);
  const mild = decoded(columns.mild);
  const mayContain = decoded(columns.mayContain);
  const freeFrom = decoded(columns.freeFrom);
  const figure = (column: number, food: number) => nutrition[column]?.[food] ?? null;
  const portion = (column: number, row: number) => portions[column]?.[row] ?? null;
  return names.map(({ id, name, aliases }, at): CatalogRow => {
    const food = foodOf[at] ?? 0;
    return [
      id,
      name,
      aliases,
      aisle[at] as Aisle,
      roles[at] ?? [],
      diet[at] ?? [],
      allergens[at] ?? [],
      fdcIds[food] ?? null,
      [
        figure(0, food) ?? 0,
        figure(1, food) ?? 0,
        figure(2, food) ?? 0,
        figure(3, food),
        figure(4, food) ?? 0,
        figure(5, food),
        figure(6, food),
        figure(7, food),
      ],
      [
        portion(0, at),
        portion(1, at),
        portion(2, at),
        portion(3, at),
        portion(4, at),
        portion(5, at),
        portion(6, at),
      ],
      density[at] ?? null,
      [fridge[at] ?? null, freezer[at] ?? null, cupboard[at] ?? null],
      foodKeeperIds[at] ?? null,
      place[at] as StoragePlace,
      pieceName[at] ?? null,
      mild[at] ?? true,
      mayContain[at] ?? [],
      freeFrom[at] ?? [],
    ];
  });
}
