import { isDeepStrictEqual } from 'node:util';
import {
  type CatalogColumns,
  type CatalogProvenance,
  type Coded,
  decodeCatalog,
  expandName,
  INDEX_DIGITS,
  idFromName,
} from '../../src/catalog-columns.ts';
import type { CatalogRow, ShelfLifeRow } from '../../src/catalog-row.ts';

export type EncodedCatalog = Readonly<{ columns: CatalogColumns; provenance: CatalogProvenance }>;

/**
 * The catalog's rows as columns, and where their figures come from (`src/catalog-columns.ts` describes
 * the format and decodes it). Throws when a name cannot be written that way or when the columns would not
 * decode to exactly these rows.
 */
export function encodeCatalog(rows: readonly CatalogRow[]): EncodedCatalog {
  const foods = new Map<number, CatalogRow[8]>();
  for (const [id, , , , , , , fdcId, figures] of rows) {
    if (fdcId === null) throw new Error(`${id} has no USDA food`);
    const earlier = foods.get(fdcId);
    if (earlier && !isDeepStrictEqual(earlier, figures)) {
      throw new Error(`${id}: USDA ${fdcId} has other figures in an earlier row`);
    }
    foods.set(fdcId, figures);
  }
  const nutrition = [...foods.values()];
  const fdcIds = [...foods.keys()];
  const columns: CatalogColumns = {
    names: rows.map(namesLine).join('\n'),
    aisle: coded(rows.map((row) => row[3])),
    roles: coded(rows.map((row) => row[4])),
    diet: coded(rows.map((row) => row[5])),
    allergens: coded(rows.map((row) => row[6])),
    foods: foodsColumn(rows.map((row) => fdcIds.indexOf(row[7] ?? 0))),
    nutrition: row8Columns.map((column) => numbers(nutrition.map((figures) => figures[column] ?? null))),
    portions: row9Columns.map((column) => numbers(rows.map((row) => row[9][column] ?? null))),
    density: numbers(rows.map((row) => row[10])),
    storage: [0, 1, 2].map((place) => rows.map((row) => shelfLife(row[11][place] ?? null)).join(',')),
    place: coded(rows.map((row) => row[13])),
    pieceName: coded(rows.map((row) => row[14])),
    mild: coded(rows.map((row) => row[15])),
    mayContain: coded(rows.map((row) => row[16])),
    freeFrom: coded(rows.map((row) => row[17])),
  };
  const provenance: CatalogProvenance = {
    fdcIds: numbers(fdcIds),
    foodKeeperIds: numbers(rows.map((row) => row[12])),
  };
  const back = decodeCatalog(columns, provenance);
  rows.forEach((row, at) => {
    if (!isDeepStrictEqual(back[at], row)) {
      throw new Error(`${row[0]} does not decode to itself: ${JSON.stringify(back[at])}`);
    }
  });
  if (back.length !== rows.length) throw new Error(`${back.length} rows decoded, not ${rows.length}`);
  return { columns, provenance };
}

/** Each row's food: empty for the next food not seen before, else its place among the foods. */
function foodsColumn(foodOfRows: readonly number[]): string {
  let next = 0;
  return foodOfRows
    .map((food) => {
      if (food !== next) return String(food);
      next++;
      return '';
    })
    .join(',');
}

const row8Columns = [0, 1, 2, 3, 4, 5, 6, 7] as const;
const row9Columns = [0, 1, 2, 3, 4, 5, 6] as const;

/** `[id=]name|alias…`, with a name and its plural next to each other written once as `name(s)`. */
function namesLine([id, name, aliases]: CatalogRow): string {
  const all = [name, ...aliases];
  for (const text of [id, ...all]) {
    if (text === '' || /[|=\n`\\]|\$\{/.test(text) || expandName(text).length > 1) {
      throw new Error(`${id}: the name "${text}" cannot be written in the catalog's names column`);
    }
  }
  const items: string[] = [];
  for (let at = 0; at < all.length; at++) {
    const word = all[at] ?? '';
    const next = all[at + 1];
    const ending = next?.startsWith(word) ? next.slice(word.length) : '';
    if (ending === 's' || ending === 'es') {
      items.push(`${word}(${ending})`);
      at++;
    } else items.push(word);
  }
  return id === idFromName(name) ? items.join('|') : `${id}=${items.join('|')}`;
}

function numbers(values: readonly (number | null)[]): string {
  return values
    .map((value) => {
      if (value !== null && !Number.isFinite(value)) throw new Error(`${value} is not a catalog number`);
      return value === null ? '' : String(value);
    })
    .join(',');
}

function shelfLife(life: ShelfLifeRow | null): string {
  return life ? life.join(' ') : '';
}

function coded<T>(values: readonly T[]): Coded<T> {
  const keys = values.map((value) => JSON.stringify(value));
  const distinct = [...new Set(keys)];
  const at = keys.map((key) => distinct.indexOf(key));
  const rows =
    distinct.length <= INDEX_DIGITS.length
      ? at.map((index) => INDEX_DIGITS[index]).join('')
      : at.map((index) => index.toString(36)).join(',');
  return [distinct.map((key) => JSON.parse(key) as T), rows];
}
