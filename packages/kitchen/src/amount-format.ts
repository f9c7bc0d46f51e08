/** Quantities as a cook reads them: "200 g", "1½ tbsp", "¾ bunch", "2 cloves", "3" (of a counted thing). */

const FRACTIONS: readonly [number, string][] = [
  [0, ''],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
];

/** Units counted in whole and simple fractions; the others (g, ml, kg, l) are decimals. */
const DECIMAL_UNITS = new Set(['g', 'ml', 'kg', 'l']);

const UNIT_NAMES: Record<string, [string, string]> = {
  'fl-oz': ['fl oz', 'fl oz'],
  cup: ['cup', 'cups'],
  bunch: ['bunch', 'bunches'],
  pinch: ['pinch', 'pinches'],
  handful: ['handful', 'handfuls'],
  tin: ['tin', 'tins'],
  clove: ['clove', 'cloves'],
  slice: ['slice', 'slices'],
};

/** 1.5 → "1½", 0.833 → "¾", 0.05 → "a little". */
export function fractionText(value: number): string {
  let whole = Math.floor(value);
  let best = FRACTIONS[0] ?? [0, ''];
  for (const fraction of FRACTIONS) {
    if (Math.abs(value - whole - fraction[0]) < Math.abs(value - whole - best[0])) best = fraction;
  }
  if (best[0] === 1) whole += 1;
  if (whole === 0 && best[1] === '') return value > 0 ? 'a little' : '0';
  return `${whole === 0 ? '' : whole}${best[1]}`;
}

function decimalText(value: number, unit: string): string {
  if (unit === 'kg' || unit === 'l') return String(Math.round(value * 100) / 100);
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

export function isCounted(unit: string | null): boolean {
  return unit === null || unit === 'piece';
}

/** The amount with its unit; a count of pieces is just the number. Empty when no quantity is known. */
export function formatAmount(quantity: number | null, unit: string | null): string {
  if (quantity === null) return '';
  if (isCounted(unit)) return fractionText(quantity);
  const text = unit && DECIMAL_UNITS.has(unit) ? decimalText(quantity, unit) : fractionText(quantity);
  const names = unit ? UNIT_NAMES[unit] : undefined;
  const name = names ? names[quantity > 1 ? 1 : 0] : unit;
  return `${text} ${name}`;
}
