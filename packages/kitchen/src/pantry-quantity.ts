import type { Container } from './pack-sizes.ts';
import type { PantryUnit } from './pantry-units.ts';

/**
 * What a unit word means: a pantry unit and how many of it one of the word is (a centilitre is 10 ml),
 * the `container` a word counts (jar, pack, bag, loaf: pack-sizes.ts knows what one holds), or a head or
 * bulb (of garlic, of broccoli).
 */
type UnitWord = Readonly<{ unit: PantryUnit; factor: number } | { container: Container } | { bulb: true }>;

const unit = (pantryUnit: PantryUnit, factor = 1): UnitWord => ({ unit: pantryUnit, factor });

/** A container's words: its name, its plural, and any others. */
const container = (name: Container, ...others: string[]): readonly [readonly string[], UnitWord] => [
  [name, name.endsWith('x') || name.endsWith('ch') ? `${name}es` : `${name}s`, ...others],
  { container: name },
];

const UNIT_WORDS: ReadonlyArray<readonly [readonly string[], UnitWord]> = [
  [['g', 'gr', 'grs', 'gram', 'grams', 'gramme', 'grammes'], unit('g')],
  [['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'], unit('kg')],
  [['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'], unit('ml')],
  [['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters'], unit('ml', 10)],
  [['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters'], unit('ml', 100)],
  [['l', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters'], unit('l')],
  [['pint', 'pints', 'pt'], unit('ml', 568)],
  [['tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls'], unit('tsp')],
  [
    ['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tablespoon', 'tablespoons', 'tablespoonful'],
    unit('tbsp'),
  ],
  [['cup', 'cups', 'cupful', 'cupfuls', 'mug', 'mugs'], unit('cup')],
  [['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fl-oz', 'fluid ounce', 'fluid ounces'], unit('fl-oz')],
  [['oz', 'ounce', 'ounces'], unit('oz')],
  [['lb', 'lbs', 'pound', 'pounds'], unit('lb')],
  [
    [
      'piece',
      'pieces',
      'pc',
      'pcs',
      'stick',
      'sticks',
      'fillet',
      'fillets',
      'ear',
      'ears',
      'sheet',
      'sheets',
    ],
    unit('piece'),
  ],
  [['head', 'heads', 'bulb', 'bulbs'], { bulb: true }],
  [['bunch', 'bunches', 'bundle', 'bundles'], unit('bunch')],
  [['pinch', 'pinches'], unit('pinch')],
  [['handful', 'handfuls'], unit('handful')],
  [['tin', 'tins', 'can', 'cans'], unit('tin')],
  [['clove', 'cloves'], unit('clove')],
  [['slice', 'slices', 'rasher', 'rashers'], unit('slice')],
  container('jar'),
  container('bottle'),
  container('pack', 'packet', 'packets'),
  container('bag'),
  container('carton'),
  container('box'),
  container('tub'),
  container('pot'),
  container('punnet'),
  container('sachet'),
  container('tube'),
  container('block'),
  container('bar'),
  container('loaf', 'loaves'),
  container('tray'),
  container('sprig'),
  container('pouch', 'pouches'),
  container('knob'),
  container('portion', 'serving', 'servings', 'helping', 'helpings', 'plate', 'plates', 'plateful'),
  container('bowl', 'bowlful', 'bowlfuls', 'tupperware'),
];

/** Every unit word, longest first so "fl oz" wins over "fl" and "tbsp" over "tb". */
const UNIT_LOOKUP: ReadonlyArray<readonly [string, UnitWord]> = UNIT_WORDS.flatMap(([words, meaning]) =>
  words.map((word) => [word, meaning] as const),
).sort((a, b) => b[0].length - a[0].length);

/** Amounts written as words ("two eggs", "in three days"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Word amounts, tried in order; `null` means a vague amount ("some milk"). */
const WORD_AMOUNTS: ReadonlyArray<readonly [RegExp, number | null]> = [
  [/^(?:a few|few)\b/, 3],
  [/^several\b/, 4],
  [/^(?:some|lots of|plenty of|a bit of|a splash of|a drizzle of|a dash of)\b/, null],
  [/^half(?: a| an)? dozen\b/, 6],
  [/^(?:a |an |one )?dozen\b/, 12],
  [/^(?:a )?couple(?: of)?\b/, 2],
  [/^(?:a |one )?half(?: of)?(?: an?\b| the\b)?/, 0.5],
  [/^(?:a |one )?quarter(?: of)?(?: an?\b| the\b)?/, 0.25],
];

export type Amount = Readonly<{ value: number | null; length: number }>;

const NUMBER = /^(?:(\d+)\s+(\d+)\/(\d+)|(\d+)\/(\d+)|(\d*\.\d+|\d+))/;

function numeral(text: string): Amount | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [whole, mixed, top, bottom, numerator, denominator, plain] = match;
  let value = Number(plain);
  if (mixed && top && bottom) value = Number(mixed) + Number(top) / Number(bottom);
  if (numerator && denominator) value = Number(numerator) / Number(denominator);
  return Number.isFinite(value) ? { value, length: whole.length } : null;
}

/** A leading amount: "2", "1 1/2", "0.5", "a", "twelve", "half a", "a dozen", "some"... */
export function readAmount(text: string): Amount | null {
  const lower = text.toLowerCase();
  for (const [pattern, value] of WORD_AMOUNTS) {
    const match = pattern.exec(lower);
    if (match) return { value, length: match[0].length };
  }
  let amount = numeral(lower);
  if (!amount) {
    const word = /^([a-z]+)\s+/.exec(lower);
    const value = word?.[1] === undefined ? undefined : NUMBER_WORDS[word[1]];
    if (value === undefined || !word?.[1]) return null;
    amount = { value, length: word[1].length };
  }
  const after = lower.slice(amount.length);
  const andAHalf = /^\s+and a half\b/.exec(after);
  if (andAHalf && amount.value !== null)
    return { value: amount.value + 0.5, length: amount.length + andAHalf[0].length };
  const range = /^\s*(?:-|–|to)\s*(?:\d*\.\d+|\d+)(?:\/\d+)?/.exec(after);
  return range ? { value: amount.value, length: amount.length + range[0].length } : amount;
}

export type UnitReading = Readonly<{ meaning: UnitWord; length: number }>;

/** A leading unit word ("g", "cups", "fl oz", "tins"), with an optional full stop and "of" after it. */
export function readUnit(text: string): UnitReading | null {
  const lower = text.toLowerCase();
  const space = /^\s*/.exec(lower)?.[0].length ?? 0;
  for (const [word, meaning] of UNIT_LOOKUP) {
    if (!lower.startsWith(word, space)) continue;
    const after = lower.slice(space + word.length);
    if (/^[a-z]/.test(after)) continue;
    const tail = /^\.?(?:\s+of\b)?/.exec(after)?.[0].length ?? 0;
    return { meaning, length: space + word.length + tail };
  }
  return null;
}

export type { UnitWord };
