import type { StoragePlace } from '../../src/catalog-types.ts';
import type { DaysRange } from '../catalog-source/source-entry.ts';

type Cell = string | number | null;

/** One row of FoodKeeper's Product sheet, as column name → value. */
export type FoodKeeperProduct = Readonly<{ id: number; name: string; cells: ReadonlyMap<string, Cell> }>;

const DAYS_PER_METRIC: Readonly<Record<string, number>> = {
  day: 1,
  days: 1,
  week: 7,
  weeks: 7,
  month: 30,
  months: 30,
  year: 365,
  years: 365,
};

/** FoodKeeper says "Indefinitely" for sugar and a few others; Larder reads that as 2 to 5 years. */
export const INDEFINITELY: DaysRange = [730, 1825];

/** FoodKeeper columns per place, the "from date of purchase" (DOP_) column first. */
const COLUMNS: Readonly<Record<StoragePlace, readonly string[]>> = {
  fridge: ['DOP_Refrigerate', 'Refrigerate'],
  freezer: ['DOP_Freeze', 'Freeze'],
  cupboard: ['DOP_Pantry', 'Pantry'],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asCell(value: unknown): Cell {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** Reads the Product sheet of the FSIS export `{ sheets: [{ name, data: [[{ column: value }]] }] }`. */
export function readFoodKeeper(json: unknown): Map<number, FoodKeeperProduct> {
  const sheets = isRecord(json) && Array.isArray(json.sheets) ? json.sheets : [];
  const sheet = sheets.find((candidate: unknown) => isRecord(candidate) && candidate.name === 'Product');
  const rows: unknown[] = isRecord(sheet) && Array.isArray(sheet.data) ? sheet.data : [];
  const products = new Map<number, FoodKeeperProduct>();
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const cells = new Map<string, Cell>();
    for (const pair of row) {
      if (!isRecord(pair)) continue;
      for (const [column, value] of Object.entries(pair)) cells.set(column, asCell(value));
    }
    const id = cells.get('ID');
    if (typeof id !== 'number') continue;
    const subtitle = cells.get('Name_subtitle');
    const name = `${String(cells.get('Name') ?? '').trim()}${subtitle ? ` (${subtitle})` : ''}`;
    products.set(id, { id, name, cells });
  }
  return products;
}

/** One column group (e.g. "DOP_Refrigerate") in days; null when it gives no usable figure. */
export function columnDays(product: FoodKeeperProduct, column: string): DaysRange | null {
  const metric = product.cells.get(`${column}_Metric`);
  if (typeof metric !== 'string') return null;
  if (metric.trim().toLowerCase() === 'indefinitely') return INDEFINITELY;
  const daysPer = DAYS_PER_METRIC[metric.trim().toLowerCase()];
  if (daysPer === undefined) return null;
  const min = product.cells.get(`${column}_Min`);
  const max = product.cells.get(`${column}_Max`);
  const low = typeof min === 'number' ? min : typeof max === 'number' ? max : null;
  const high = typeof max === 'number' ? max : low;
  if (low === null || high === null) return null;
  return [Math.round(low * daysPer), Math.round(Math.max(low, high) * daysPer)];
}

/** Unopened storage life per place; null where FoodKeeper gives none or says "Not Recommended". */
export function foodKeeperStorage(product: FoodKeeperProduct): Record<StoragePlace, DaysRange | null> {
  const place = (columns: readonly string[]): DaysRange | null => {
    for (const column of columns) {
      const days = columnDays(product, column);
      if (days) return days;
    }
    return null;
  };
  return {
    fridge: place(COLUMNS.fridge),
    freezer: place(COLUMNS.freezer),
    cupboard: place(COLUMNS.cupboard),
  };
}
