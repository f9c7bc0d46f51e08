import { findIngredient } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import type { Container } from '../pack-sizes.ts';
import { packSize } from '../pack-sizes.ts';
import { readUnit } from '../pantry-quantity.ts';
import type { PantryUnit } from '../pantry-units.ts';
import { CLOVES_PER_BULB, plain, readQuantity } from '../parse-pantry-text.ts';
import { addedMeasure, plainNumbers, readMeasure, respellUnit } from './line-amount.ts';
import { LEADING_UNIT, OPTIONAL_NOTE, USE_PHRASE, VAGUE_AMOUNT, VAGUE_UNIT } from './line-words.ts';
import { isOnlyDescription, recogniseFood } from './recognise-food.ts';

/** One ingredient line of an imported recipe, read into amount, unit and food. */
export type ImportedLine = {
  /** The line as given (trimmed). */
  text: string;
  /** The food in the cook's words, without amount, unit or preparation: "all-purpose flour". */
  name: string;
  /** Null when none is given ("salt to taste"); the lower end of a range ("2-3"). */
  quantity: number | null;
  /** `null` means a count of the food's pieces (eggs, onions), or no amount at all. */
  unit: PantryUnit | null;
  /** The catalog food, only when recognised with confidence: never a guess ("chicken stock" is not chicken). */
  ingredientId?: string;
  /** Preparation and extras in the cook's words: "sifted", "finely chopped", "2-3", "(about 2 medium)". */
  note?: string;
  /** Nice to have: "to serve", "optional", "for garnish". */
  optional?: boolean;
};

/** Bullets and the check boxes recipe plugins print before a line. */
const BULLETS = /^[\s\-–—•*·▢□☐■◦○●✓✔]+/u;

/** "Juice of 1 lemon", "finely grated zest and juice of 2 limes": the part used, then the fruit. */
const PART_OF =
  /^(?:the\s+)?((?:finely\s+)?(?:grated\s+)?(?:zest|juice|rind)(?:\s+(?:and|&)\s+(?:zest|juice|rind))?)(?:\s+(?:of|from)\s+|\s+(?=\d|[½⅓⅔¼¾⅛]|an?\s|one\s|half\s))/i;

/** Foreign words for "of" between the unit and the food: "d'huile", "de farine", "di olio". */
const OF_ABROAD = /^(?:(?:de\s+la|des|du|de|di|del|della|von|vom)\s+|(?:de\s+l|dell|d|l)['’]\s*)/i;

/** What is said after the food that is not the food: "+ 1 yolk", "such as cod". */
const AFTER_FOOD = /\s+((?:\+|plus|such\s+as|e\.g\.|like)\s+.*)$/i;

/** A line that names a part of the recipe rather than an ingredient, as its name; else null. */
function headingOf(line: string): string | null {
  const bare = line.replace(/^[\s#*_=~•\-–—]+|[\s#*_=~\-–—]+$/gu, '');
  if (bare.endsWith(':') && !/\d/.test(bare.replace(/\([^()]*\)/g, ''))) return bare.slice(0, -1).trim();
  if (/^for\s+(?:the\s+)?\p{L}[\p{L}\s&,'’-]*$/iu.test(bare)) return bare;
  return null;
}

/** Splits on commas and semicolons, and on a spaced dash, outside brackets. */
function splitParts(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    else if (depth === 0 && (char === ',' || char === ';')) {
      parts.push(line.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && index > 0 && /^\s[-–—]\s/.test(line.slice(index - 1, index + 2))) {
      parts.push(line.slice(start, index - 1));
      start = index + 1;
    }
  }
  parts.push(line.slice(start));
  return parts.map((part) => part.trim());
}

/** Takes the bracketed asides out of a name: "(120 g) flour (sifted)" → "flour", with both as notes. */
function takeBrackets(name: string, notes: string[]): string {
  return name
    .replace(/\s*(\([^()]*\)|\[[^[\]]*\])\s*/g, (_, aside: string) => {
      notes.push(aside);
      return ' ';
    })
    .trim();
}

/** The size of one tin or pack in brackets, "(400 g)", "(15 oz each)", "(about 200 g)"; or the total. */
function bracketedMeasure(
  notes: readonly string[],
): { quantity: number; unit: PantryUnit; each: boolean } | null {
  for (const note of notes) {
    const inside = /^\(\s*(?:about|approx\.?|approximately|around|roughly|~)?\s*(.*?)\s*\)$/i.exec(note)?.[1];
    const measure = inside ? readMeasure(inside) : null;
    const rest = inside && measure ? inside.slice(measure.length).trim().toLowerCase() : null;
    if (measure && (rest === '' || rest === 'each' || rest === 'total')) {
      return { quantity: measure.quantity, unit: measure.unit, each: rest !== 'total' };
    }
  }
  return null;
}

type MainReading = {
  quantity: number | null;
  unit: PantryUnit | null;
  name: string;
  /** The amount and unit as read, before the name. */
  said: string;
  /** The unit word the food was counted in, for "ears of corn", "cinnamon sticks". */
  countWord: string | null;
  bulbs: boolean;
  container: Container | null;
  tinned: boolean;
  /** Notes found in the amount: a vague amount, "heaping", a second measure added. */
  notes: string[];
};

const COUNT_UNITS: ReadonlySet<PantryUnit | null> = new Set(['piece', 'clove', 'slice', 'tin', null]);

/** The last word of the amount that is a unit ("2 cloves", "1 (14 oz) can", "3 ears"). */
function unitWordIn(said: string): string | null {
  const words = said.match(/\p{L}+/gu) ?? [];
  return words.findLast((word) => word.toLowerCase() !== 'of' && readUnit(word) !== null) ?? null;
}

/** Reads the amount and unit at the start of the food's part of a line ("1 ½ cups all-purpose flour"). */
function readMain(main: string): MainReading {
  const notes: string[] = [];
  let body = main.trim();
  const use = USE_PHRASE.exec(body);
  if (use?.[1] && use.index > 0) {
    notes.push(use[1]);
    body = body.slice(0, use.index).trim();
  }
  const none = { quantity: null, unit: null, countWord: null, bulbs: false, container: null, tinned: false };
  if (findIngredient(body)) return { ...none, name: body, said: '', notes };
  const vague = VAGUE_AMOUNT.exec(body);
  if (vague) {
    notes.push(vague[0]);
    return { ...none, name: body.slice(vague[0].length).trim(), said: vague[0], notes };
  }
  if (LEADING_UNIT.test(body)) body = `1 ${body}`;
  const respelled = respellUnit(body);
  if (respelled.size) notes.push(respelled.size);
  const reading = readQuantity(respelled.text);
  if (!reading) return { ...none, name: body, said: '', notes };
  let { quantity, unit, name } = reading;
  let said = respelled.text
    .slice(0, respelled.text.length - name.length)
    .trim()
    .replace(/\s+of$/i, '');
  const vagueUnit = quantity === null ? null : VAGUE_UNIT.exec(name);
  if (vagueUnit) {
    notes.push(`${said} ${vagueUnit[0].trim()}`);
    return { ...none, name: name.slice(vagueUnit[0].length).trim(), said, notes };
  }
  if (quantity === null && said !== '') notes.push(said);
  const added = quantity !== null && unit !== null ? addedMeasure(quantity, unit, name) : null;
  if (added) {
    quantity = added.quantity;
    name = added.rest;
    said = `${said} ${added.said}`;
  }
  const written = respelled.word && respelled.unit ? said.replace(respelled.unit, respelled.word) : said;
  const countWord = COUNT_UNITS.has(unit) ? (respelled.word ?? unitWordIn(said)) : null;
  return {
    quantity,
    unit,
    name,
    said: written,
    countWord,
    bulbs: reading.bulbs,
    container: reading.container,
    tinned: unit === 'tin' || /\b(?:tins?|cans?)\b/i.test(said),
    notes,
  };
}

/** The unit a food is counted in once it is known: a bulb of garlic is ten cloves, a knob of butter 15 g. */
function countedUnit(
  read: MainReading,
  ingredient: Ingredient | null,
  name: string,
  asides: readonly string[],
  lead: string[],
): { quantity: number | null; unit: PantryUnit | null } {
  const { quantity, unit } = read;
  if (quantity === null) return { quantity: null, unit: null };
  const sized = read.container !== null || unit === 'tin' ? bracketedMeasure(asides) : null;
  if (sized) return { quantity: sized.each ? quantity * sized.quantity : sized.quantity, unit: sized.unit };
  if (read.bulbs) {
    if (ingredient?.pieceName !== 'clove') return { quantity, unit: null };
    lead.push(read.said);
    return { quantity: quantity * CLOVES_PER_BULB, unit: 'clove' };
  }
  if (read.container) {
    const pack = ingredient ? packSize(read.container, ingredient) : null;
    lead.push(read.said);
    return pack ? { quantity: quantity * pack.quantity, unit: pack.unit } : { quantity, unit: null };
  }
  if (read.said.includes('(')) lead.push(read.said);
  if (unit === 'piece') {
    return {
      quantity,
      unit: ingredient?.pieceName === 'clove' && /\bcloves?\b/i.test(name) ? 'clove' : null,
    };
  }
  return { quantity, unit };
}

/**
 * Reads one ingredient line of a recipe from a web page ("1 ½ cups all-purpose flour, sifted") into
 * amount, unit, the food in the cook's words, its catalog id when certain, and a note.
 *
 * - Amounts: integers, decimals (also "1,5"), fractions ("1/2", "1 1/2", "½", "1½", "1-1/2"), words
 *   ("a", "one", "un", "ein"), ranges ("2-3", "2 to 3", "2 or 3": the lower end, the range a note).
 * - Units: every spelling `readUnit` knows plus US shorthand ("T", "t", "c."), packages, German, French,
 *   Spanish and Italian spoons, cloves and tins. Counts have no unit (`null`): "3 eggs", "1 stick butter"
 *   (a stick is the catalog's piece of butter). A vague amount ("a drizzle", "2 dashes") has none.
 * - A tin, can or pack with its size ("2 (14 oz) cans", "1 (400g) tin", "1 package (8 oz)") reads as the
 *   size times the count (28 oz): its weight is what a recipe needs; the words stay in the note. A pack
 *   without a size takes the usual size of that food's pack (`packSize`), a bulb of garlic ten cloves.
 * - "200g/7oz" keeps the first; "1 cup (120 g)" keeps the cup, the grams a note; "1/2 cup + 2 tbsp"
 *   adds up in the first unit.
 * - A heading ("For the sauce:") has no amount and no food.
 */
export function readIngredientLine(text: string): ImportedLine {
  const said = text.trim();
  const heading = headingOf(said);
  if (heading !== null) return { text: said, name: heading, quantity: null, unit: null };
  const lead: string[] = [];
  const asides: string[] = [];
  let line = said.replace(BULLETS, '');
  const optionalLabel = /^optional\s*:\s*/i.exec(line);
  if (optionalLabel) {
    lead.push('optional');
    line = line.slice(optionalLabel[0].length);
  }
  const partOf = PART_OF.exec(line);
  if (partOf?.[1]) {
    lead.push(partOf[1].toLowerCase());
    line = line.slice(partOf[0].length);
  }
  const numbers = plainNumbers(plain(line));
  lead.push(...numbers.notes);
  const [first = '', ...tail] = splitParts(numbers.text);
  let main = first;
  let read = readMain(main);
  while (tail.length > 0 && read.name !== '' && isOnlyDescription(read.name)) {
    main = `${main} ${tail.shift()}`;
    read = readMain(main);
  }
  let name = takeBrackets(read.name.replace(OF_ABROAD, ''), asides);
  const after = AFTER_FOOD.exec(name);
  if (after?.[1]) {
    asides.push(after[1]);
    name = name.slice(0, after.index).trim();
  }
  const use = USE_PHRASE.exec(name);
  if (use?.[1] && use.index > 0) {
    asides.push(use[1]);
    name = name.slice(0, use.index).trim();
  }
  name = name.replace(/[\s.,;:*†‡]+$/u, '').trim();
  const { countWord } = read;
  // "6 cloves": the unit word is all there is, and whether of garlic or the spice is anyone's guess.
  const unitOnly = name === '' && countWord !== null;
  if (unitOnly) {
    name = countWord;
    read = { ...read, unit: 'piece', container: null, bulbs: false };
  }
  const counted = read.quantity !== null && read.unit === 'piece' && countWord === null;
  const food =
    name === '' || unitOnly ? null : recogniseFood(name, { countWord, tinned: read.tinned, counted });
  const ingredient = food?.ingredient ?? null;
  if (food?.preparation) lead.push(food.preparation);
  const amount = countedUnit(read, ingredient, name, asides, lead);
  let shownName = food?.name ?? name;
  if (amount.unit === 'clove' && ingredient?.pieceName === 'clove') {
    shownName = shownName.replace(/\s*\bcloves?\b/i, '').trim() || shownName;
  }
  const notes = [...lead, ...read.notes, ...asides, ...tail].filter((note) => note !== '');
  const optional = notes.some((note) => OPTIONAL_NOTE.test(note) && !/^plus\s+(?:more|extra)\b/i.test(note));
  return {
    text: said,
    name: shownName,
    quantity: amount.quantity,
    unit: amount.unit,
    ...(ingredient ? { ingredientId: ingredient.id } : {}),
    ...(notes.length > 0 ? { note: notes.join(', ') } : {}),
    ...(optional ? { optional: true } : {}),
  };
}
