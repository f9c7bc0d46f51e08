import { readFileSync } from 'node:fs';
import { AISLES, allIngredients, getIngredient } from '@larder/kitchen/catalog';

/**
 * Typical prices per kilogram of each catalog food (docs/food-prices.md): what Profile's "money saved"
 * estimate multiplies the grams saved by. A CSV of `ingredient_id,price_per_kg`; a row may also be
 * `aisle:<aisle>`, the price of every food of that aisle without a row of its own. `#` starts a comment.
 */

export interface FoodPrices {
  /** ISO 4217, as configured (PRICE_CURRENCY). */
  currency: string;
  /** Every priced catalog food's price per kg, its own or its aisle's. */
  perKg: ReadonlyMap<string, number>;
}

const HEADER = 'ingredient_id,price_per_kg';
const PRICE = /^\d{1,5}(\.\d{1,2})?$/;
/** Problems listed before the rest are summed up: a wrong file is usually wrong everywhere. */
const SHOWN_PROBLEMS = 8;

export type PriceTableResult =
  | { ok: true; perKg: ReadonlyMap<string, number> }
  | { ok: false; problems: string[] };

function isAisle(name: string): boolean {
  return (AISLES as readonly string[]).includes(name);
}

/** Reads a price table's text; every problem names its line. */
export function parseFoodPrices(text: string): PriceTableResult {
  const problems: string[] = [];
  const own = new Map<string, number>();
  const byAisle = new Map<string, number>();
  let headerSeen = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `line ${index + 1}`;
    if (!headerSeen) {
      headerSeen = true;
      if (line.replace(/\s/g, '') !== HEADER) problems.push(`${where}: expected the header ${HEADER}`);
      return;
    }
    const cells = line.split(',').map((cell) => cell.trim());
    const [key = '', price = ''] = cells;
    if (cells.length !== 2) {
      problems.push(`${where}: expected two values, a food id and a price per kg (such as tomato,3.00)`);
      return;
    }
    if (!PRICE.test(price) || Number(price) <= 0) {
      problems.push(`${where}: "${price.slice(0, 20)}" is not a price per kg such as 3.50 (more than 0)`);
      return;
    }
    const aisle = key.startsWith('aisle:') ? key.slice('aisle:'.length) : null;
    const target = aisle === null ? own : byAisle;
    const known = aisle === null ? getIngredient(key) !== null : isAisle(aisle);
    if (!known) {
      problems.push(
        aisle === null
          ? `${where}: "${key.slice(0, 60)}" is not a food id of Larder's catalog`
          : `${where}: "${aisle.slice(0, 40)}" is not an aisle (${AISLES.join(', ')})`,
      );
    } else if (target.has(aisle ?? key)) {
      problems.push(`${where}: "${key}" has a price already`);
    } else {
      target.set(aisle ?? key, Number(price));
    }
  });
  if (!headerSeen) problems.push(`expected the header ${HEADER} and a row per food`);
  if (problems.length > 0) {
    const more = problems.length - SHOWN_PROBLEMS;
    return {
      ok: false,
      problems: more > 0 ? [...problems.slice(0, SHOWN_PROBLEMS), `and ${more} more`] : problems,
    };
  }
  const perKg = new Map<string, number>();
  for (const ingredient of allIngredients()) {
    const price = own.get(ingredient.id) ?? byAisle.get(ingredient.aisle);
    if (price !== undefined) perKg.set(ingredient.id, price);
  }
  return { ok: true, perKg };
}

/** Reads a price table file; a file that cannot be read is one problem. */
export function readFoodPrices(file: string): PriceTableResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, problems: [`cannot read ${file}${typeof code === 'string' ? ` (${code})` : ''}`] };
  }
  return parseFoodPrices(text);
}

/** The prices as one JSON object (`{"tomato": 3}`), the form the statistics' SQL joins on. */
export function pricesAsJson(prices: FoodPrices): string {
  return JSON.stringify(Object.fromEntries(prices.perKg));
}
