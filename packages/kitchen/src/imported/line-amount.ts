import { readAmount, readUnit } from '../pantry-quantity.ts';
import { GRAMS_PER_MASS_UNIT, ML_PER_VOLUME_UNIT, type PantryUnit } from '../pantry-units.ts';
import { MEASURE_SIZE, NUMBER_WORDS_ABROAD, UNIT_SPELLINGS } from './line-words.ts';

/** A number as recipes write it once `plain` has run: "1 1/2", "1/2", ".5", "1.5", "2". */
const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*\.\d+|\d+)`;

const RANGE = new RegExp(String.raw`^(${NUMBER})\s*(?:-|–|—|to|or)\s*(${NUMBER})(?![\d/.])`, 'i');

/** "2 quarts" reads as "2 x 4 cups", which `readQuantity` multiplies out. */
const BIG_MEASURES: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(String.raw`^(${NUMBER})\s*(?:quarts?|qts?\.?)(?![\p{L}])`, 'iu'), '$1 x 4 cups'],
  [new RegExp(String.raw`^(${NUMBER})\s*(?:gallons?|gal\.?)(?![\p{L}])`, 'iu'), '$1 x 16 cups'],
];

/** "2 14 ounce cans" (after `plain`, "14-ounce") reads as "2 (14 ounce) cans", the form `readQuantity` sizes. */
const UNBRACKETED_SIZE = new RegExp(
  String.raw`^(${NUMBER}|an?|one)\s+(\d+(?:\.\d+)?\s*(?:ounces?|oz|grams?|g|ml|lbs?|pounds?|kg)\.?)\s+(?=(?:cans?|tins?|jars?|packages?|packs?|packets?|bags?|boxes?|cartons?|bottles?|blocks?|tubs?|containers?)\b)`,
  'i',
);

/** "1-inch piece ginger", "5 cm piece of ginger", "2 inch cinnamon stick": one piece, the size a note. */
const SIZED_PIECE = new RegExp(
  String.raw`^(${NUMBER}\s*-?\s*(?:inch(?:es)?|in\.|"|cm|centimet(?:er|re)s?)(?![\p{L}])(?:\s*(?:piece|knob|chunk|length)s?)?)(?:\s+of)?\s+`,
  'iu',
);

/** "1 (2-inch) piece ginger": the length is a note, the count stays. */
const BRACKETED_LENGTH = new RegExp(
  String.raw`^(${NUMBER})\s*\(([^()]*\d[^()]*(?:inch(?:es)?|in\.|"|cm)[^()]*)\)\s*`,
  'i',
);

export type PlainNumbers = Readonly<{ text: string; notes: readonly string[] }>;

/**
 * Amounts made readable by `readAmount`, after `plain` (fractions, decimal commas): "un"/"ein" → 1,
 * "1-1/2" and "1 and 1/2" → "1 1/2", "2 or 3" → "2-3" (the range kept as a note), quarts and
 * gallons as cups, "2 14 oz cans" → "2 (14 oz) cans", a piece given in inches or centimetres.
 */
export function plainNumbers(line: string): PlainNumbers {
  const notes: string[] = [];
  let text = line;
  const word = /^(\p{L}+)\s+/u.exec(text);
  const number = word?.[1] ? NUMBER_WORDS_ABROAD[word[1].toLowerCase()] : undefined;
  if (word && number) text = `${number} ${text.slice(word[0].length)}`;
  text = text.replace(/^(\d+)-(\d+\/\d+)(?![\d/])/, '$1 $2').replace(/^(\d+)\s+and\s+(\d+\/\d+)/i, '$1 $2');
  const range = RANGE.exec(text);
  if (range?.[1] && range[2]) {
    notes.push(range[0]);
    text = `${range[1]}-${range[2]}${text.slice(range[0].length)}`;
  }
  for (const [pattern, replacement] of BIG_MEASURES) text = text.replace(pattern, replacement);
  text = text.replace(UNBRACKETED_SIZE, '$1 ($2) ');
  const bracketed = BRACKETED_LENGTH.exec(text);
  if (bracketed?.[1] && bracketed[2]) {
    notes.push(bracketed[2]);
    text = `${bracketed[1]} ${text.slice(bracketed[0].length)}`;
  }
  const piece = SIZED_PIECE.exec(text);
  if (piece?.[1]) {
    notes.push(piece[1]);
    text = `1 piece ${text.slice(piece[0].length)}`;
  }
  return { text, notes };
}

export type Respelled = Readonly<{
  text: string;
  /** The unit word as the cook wrote it ("T", "EL", "gousses"), when it was respelled. */
  word: string | null;
  /** The word `readUnit` knows it by ("tbsp", "tsp", "clove"). */
  unit: string | null;
  /** A size said before the unit that only describes it: "heaping", "scant". */
  size: string | null;
}>;

/** Each spelling as a whole word: no letter may follow ("t" is a teaspoon, "tin" is not). */
const WHOLE_SPELLINGS = UNIT_SPELLINGS.map(
  ([pattern, unit]) =>
    [new RegExp(`${pattern.source}(?![\\p{L}])`, `${pattern.flags.replace('u', '')}u`), unit] as const,
);

/** The longest other spelling of a unit at the start of `text`. */
function spellingAt(text: string): readonly [written: string, unit: string] | null {
  let best: readonly [string, string] | null = null;
  for (const [pattern, unit] of WHOLE_SPELLINGS) {
    const match = pattern.exec(text);
    if (match && (!best || match[0].length > best[0].length)) best = [match[0], unit];
  }
  return best;
}

/**
 * The unit after the amount (and after a bracketed size: "1 (8 oz) package") in the spelling
 * `readUnit` knows: "1 T butter" → "1 tbsp butter", "2 EL Öl" → "2 tbsp Öl", "1 c. à café" → "1 tsp".
 */
export function respellUnit(line: string): Respelled {
  const amount = readAmount(line);
  if (!amount || amount.value === null) return { text: line, word: null, unit: null, size: null };
  let text = line;
  let at = amount.length + (/^\s*/.exec(text.slice(amount.length))?.[0].length ?? 0);
  const size = MEASURE_SIZE.exec(text.slice(at));
  if (size?.[1]) text = text.slice(0, at) + text.slice(at + size[0].length);
  const bracket = /^\([^()]*\)\s*/.exec(text.slice(at));
  for (const start of bracket ? [at, at + bracket[0].length] : [at]) {
    const spelling = spellingAt(text.slice(start));
    if (!spelling) continue;
    const [written, unit] = spelling;
    at = start;
    text = `${text.slice(0, at)}${unit}${text.slice(at + written.length)}`;
    return { text, word: written, unit, size: size?.[1] ?? null };
  }
  return { text, word: null, unit: null, size: size?.[1] ?? null };
}

/** A measure in grams or millilitres, for adding two measures of the same kind. */
function base(unit: PantryUnit): { kind: 'mass' | 'volume'; size: number } | null {
  if (unit in GRAMS_PER_MASS_UNIT) return { kind: 'mass', size: GRAMS_PER_MASS_UNIT[unit as 'g'] };
  if (unit in ML_PER_VOLUME_UNIT) return { kind: 'volume', size: ML_PER_VOLUME_UNIT[unit as 'ml'] };
  return null;
}

export type Measure = Readonly<{ quantity: number; unit: PantryUnit; length: number }>;

/** A leading amount with a unit of mass or volume: "2 tbsp", "120 g", "1/2 pint" (as 284 ml). */
export function readMeasure(text: string): Measure | null {
  const amount = /^\s*\d/.test(text) ? readAmount(text.trimStart()) : null;
  if (!amount || amount.value === null) return null;
  const space = text.length - text.trimStart().length;
  const unit = readUnit(text.slice(space + amount.length));
  if (!unit || !('unit' in unit.meaning) || !base(unit.meaning.unit)) return null;
  return {
    quantity: amount.value * unit.meaning.factor,
    unit: unit.meaning.unit,
    length: space + amount.length + unit.length,
  };
}

export type Added = Readonly<{ quantity: number; rest: string; said: string }>;

/**
 * A second measure added to the first, in the first's unit: "1/2 cup + 2 tbsp" → 0.625 cup,
 * "1 tbsp plus 1 tsp", "1 lb 4 oz". Without "+" or "plus", only weights ("1 lb 4 oz").
 */
export function addedMeasure(quantity: number, unit: PantryUnit, after: string): Added | null {
  const first = base(unit);
  const joint = /^\s*(?:\+|plus\b|and\b)?\s*/i.exec(after)?.[0] ?? '';
  const measure = readMeasure(after.slice(joint.length));
  const second = measure ? base(measure.unit) : null;
  if (!first || !measure || !second || second.kind !== first.kind) return null;
  if (joint.trim() === '' && first.kind !== 'mass') return null;
  const length = joint.length + measure.length;
  return {
    quantity: quantity + (measure.quantity * second.size) / first.size,
    rest: after.slice(length).trim(),
    said: after.slice(0, length).trim(),
  };
}
