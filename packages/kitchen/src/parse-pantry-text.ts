import { correctIngredient, findIngredient, getIngredient, suggestIngredient } from './catalog.ts';
import type { Ingredient, StoragePlace } from './catalog-types.ts';
import { normaliseName } from './ingredient-name.ts';
import { guessLeftover, isSealedPouch } from './leftovers.ts';
import { type Container, packSize } from './pack-sizes.ts';
import { type DateContext, type DatesInWords, readDateWords } from './pantry-dates.ts';
import { readAmount, readUnit } from './pantry-quantity.ts';
import type { PantryUnit } from './pantry-units.ts';

/** One thing the cook typed, read as a pantry item. Unknown names are kept, never dropped. */
export type ParsedPantryItem = {
  /** The fragment of the input this item came from. */
  text: string;
  /** The catalog name when recognised, otherwise the name as typed. */
  name: string;
  ingredientId: string | null;
  quantity: number | null;
  unit: PantryUnit | null;
  /**
   * True when the cook gave no amount and Larder assumed one: two portions of a leftover ('leftover
   * rice' is 300 g, leftovers.ts), for the cook to correct.
   */
  amountGuessed?: true;
  /** Where it keeps, when the words say so: a sealed pouch of microwave rice lives in the cupboard. */
  place?: StoragePlace;
  /** "Did you mean": a close catalog match for a name that was not recognised. */
  suggestion?: { ingredientId: string; name: string };
  /** A typo corrected at once: the name as typed ("brocoli"), now read as `name` ("broccoli"). */
  correctedFrom?: string;
  /** Dates said in words ("goes off tomorrow", "opened yesterday", "bought Monday"): pantry-dates.ts. */
  expiresOn?: string;
  openedOn?: string;
  boughtOn?: string;
};

/** Cloves in a bulb (head) of garlic, for "a bulb of garlic". */
export const CLOVES_PER_BULB = 10;

const FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅙': '1/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** Words that describe size, freshness or preparation; ignored when the whole name is not recognised. */
const DESCRIPTIONS = new Set([
  ...'large small medium big little jumbo extra whole loose ball balls packed plain'.split(' '),
  ...'fresh freshly ripe raw organic free range unwaxed washed skinless boneless smoked unsmoked'.split(' '),
  ...'shop store bought homemade home made'.split(' '),
  ...'chopped diced sliced grated crushed minced peeled halved quartered finely roughly thinly'.split(' '),
]);

/** A comma fragment made only of these ("crumbled", "finely chopped") belongs to the item before it. */
const PREPARATION = new Set([
  ...'chopped diced sliced grated crumbled crushed minced peeled halved quartered cubed shredded torn'.split(
    ' ',
  ),
  ...'drained rinsed beaten softened melted deseeded seeded trimmed washed picked sifted toasted'.split(' '),
  ...'zested juiced deveined skinless boneless skin on cut broken into strips chunks pieces florets'.split(
    ' ',
  ),
  ...'cubes wedges rings bite sized zest only finely roughly thinly to taste optional and'.split(' '),
]);

/** Fractions, bullets and decimal commas made plain: "1½" → "1 1/2", "1,5 kg" → "1.5 kg". */
export function plain(text: string): string {
  return text
    .replace(/(\d)\s*([½⅓⅔¼¾⅕⅙⅛⅜⅝⅞])/g, '$1 $2')
    .replace(/[½⅓⅔¼¾⅕⅙⅛⅜⅝⅞]/g, (fraction) => FRACTIONS[fraction] ?? fraction)
    .replace(/⁄/g, '/')
    .replace(/×/g, 'x')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/^[\s\-–—•*·]+/, '')
    .replace(/^(?:the\s+)?(?:finely\s+grated\s+)?(?:zest|juice|zest\s+and\s+juice)\s+of\s+/i, '')
    .replace(/^(?:an?\s+)?thumb[\s-]*(?:sized?\s+)?(?:piece|knob)\b/i, '1 piece')
    .replace(/(\d)-(?=(?:ounces?|oz|g|grams?|ml|lbs?|pounds?)\b)/gi, '$1 ')
    .trim();
}

/** Words between an amount and its unit that say nothing of the amount: "a small bunch", "a large tin". */
const SIZE_BEFORE_UNIT = /^\s*(?:small|large|big|medium|generous|good|heaped|level|rounded)\s+/i;

/** A metric amount with its imperial twin after a slash, "200g/7oz" or "500g/1lb 2oz": the twin is skipped. */
function skipSecondMeasure(rest: string): string {
  const slash = /^\s*\/\s*/.exec(rest);
  if (!slash) return rest;
  let after = rest.slice(slash[0].length);
  for (let measures = 0; measures < 2; measures++) {
    after = after.trimStart();
    const amount = readAmount(after);
    const unit = amount?.value != null ? readUnit(after.slice(amount.length)) : null;
    if (!amount || !unit || !('unit' in unit.meaning)) break;
    after = after.slice(amount.length + unit.length);
  }
  return after === rest.slice(slash[0].length).trimStart() ? rest : after;
}

/** A count with its size in brackets, "1 (28 oz) can": the size times the count, the container skipped. */
function bracketedSize(rest: string): { quantity: number; unit: PantryUnit; rest: string } | null {
  const match = /^\s*\(\s*([^()]+?)\s*\)\s*/.exec(rest);
  const amount = match?.[1] ? readAmount(match[1]) : null;
  if (!match?.[1] || !amount || amount.value === null) return null;
  const unit = readUnit(match[1].slice(amount.length));
  if (!unit || !('unit' in unit.meaning) || match[1].slice(amount.length + unit.length).trim() !== '')
    return null;
  let after = rest.slice(match[0].length);
  const pack = readUnit(after);
  if (pack && ('container' in pack.meaning || ('unit' in pack.meaning && pack.meaning.unit === 'tin'))) {
    after = after.slice(pack.length);
  }
  return { quantity: amount.value * unit.meaning.factor, unit: unit.meaning.unit, rest: after };
}

type Reading = {
  quantity: number | null;
  unit: PantryUnit | null;
  bulbs: boolean;
  /** The container counted ("2 bags of spinach"), turned into an amount once the food is known. */
  container: Container | null;
  name: string;
};

/** Reads "2x400g tins chopped tomatoes", "a bunch of coriander" or "feta 200g" into amount, unit and name. */
export function readQuantity(text: string): Reading | null {
  const amount = readAmount(text);
  if (!amount) return null;
  let quantity = amount.value;
  let rest = text.slice(amount.length);
  const times = /^\s*x\s*/i.exec(rest);
  const second = times ? readAmount(rest.slice(times[0].length)) : null;
  if (times && second && second.value !== null && quantity !== null) {
    quantity *= second.value;
    rest = rest.slice(times[0].length + second.length);
  } else if (times) {
    rest = rest.slice(times[0].length);
  }
  const sized = quantity === null ? null : bracketedSize(rest);
  if (sized && quantity !== null) {
    return {
      quantity: quantity * sized.quantity,
      unit: sized.unit,
      bulbs: false,
      container: null,
      name: sized.rest.trim(),
    };
  }
  let unit: PantryUnit | null = quantity === null ? null : 'piece';
  let bulbs = false;
  let container: Container | null = null;
  const size = SIZE_BEFORE_UNIT.exec(rest);
  if (size && readUnit(rest.slice(size[0].length))) rest = rest.slice(size[0].length);
  const word = readUnit(rest);
  if (word) {
    rest = rest.slice(word.length);
    if ('unit' in word.meaning) {
      unit = word.meaning.unit;
      if (quantity !== null) quantity *= word.meaning.factor;
      rest = skipSecondMeasure(rest);
      const pack = readUnit(rest);
      const isPack =
        pack && ('container' in pack.meaning || ('unit' in pack.meaning && pack.meaning.unit === 'tin'));
      if (pack && isPack && unit !== 'tin') rest = rest.slice(pack.length);
    } else {
      unit = null;
      bulbs = 'bulb' in word.meaning;
      container = 'container' in word.meaning ? word.meaning.container : null;
    }
  }
  return { quantity, unit, bulbs, container, name: rest.replace(/^\s*of\b/i, '').trim() };
}

/** A unit said without an amount, "rashers of streaky bacon": the food, with no amount. */
function readUnitWithoutAmount(text: string): Reading | null {
  const word = readUnit(text);
  if (!word || !/\bof\b/i.test(text.slice(0, word.length))) return null;
  return { quantity: null, unit: null, bulbs: false, container: null, name: text.slice(word.length).trim() };
}

/** A trailing amount, as in "eggs 6", "feta 200g" or "eggs x6". */
function readTrailingQuantity(text: string): Reading | null {
  const match = /^(.*\S)\s+x?\s*(\d.*)$/i.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const reading = readQuantity(match[2]);
  return reading && reading.name === '' ? { ...reading, name: match[1] } : null;
}

function withoutDescriptions(name: string): string {
  return normaliseName(name)
    .split(' ')
    .filter((word) => !DESCRIPTIONS.has(word))
    .join(' ');
}

function recognise(name: string): Ingredient | null {
  return findIngredient(name) ?? findIngredient(withoutDescriptions(name));
}

/** "A tin of tomatoes" means tinned tomatoes: a tin of something not sold in tins is looked up as "tinned …". */
function recogniseTinned(name: string, unit: PantryUnit | null): Ingredient | null {
  const ingredient = recognise(name);
  if (unit !== 'tin' || ingredient?.pieceName === 'tin') return ingredient;
  return recognise(`tinned ${name}`) ?? ingredient;
}

/** "greek yoghurt (500g)" reads as "500g greek yoghurt"; other brackets stay. */
function amountInBracketsFirst(text: string): string {
  const match = /^(.*\S)\s*\(\s*(\d[^()]*?)\s*\)$/.exec(text);
  return match?.[1] && match[2] && readAmount(match[2]) ? `${match[2]} ${match[1]}` : text;
}

/** Whether typos clearly nearest one food are corrected at once (true unless said otherwise). */
export type ParseOptions = Readonly<{ correctTypos?: boolean }>;

/** The food a typo clearly means ("brocoli", "fresh corriander"), or null. */
function correctTypo(name: string): Ingredient | null {
  const correction = correctIngredient(name) ?? correctIngredient(withoutDescriptions(name));
  return correction?.ingredient ?? null;
}

/** Reads one fragment such as "200g feta" into an item. */
function readFragment(text: string, options: ParseOptions = {}): ParsedPantryItem {
  const cleaned = amountInBracketsFirst(plain(text));
  const whole = recognise(cleaned);
  const reading = whole
    ? null
    : (readQuantity(cleaned) ?? readTrailingQuantity(cleaned) ?? readUnitWithoutAmount(cleaned));
  const said = (reading ? reading.name : cleaned).replace(/[.!?]+$/, '').trim();
  // "Half a loaf": a loaf is bread.
  const name = said === '' && reading?.container === 'loaf' ? 'bread' : said;
  if (name === '') return { text, name: text, ingredientId: null, quantity: null, unit: null };
  let { quantity, unit } = reading ?? { quantity: null, unit: null };
  const known = whole ?? recogniseTinned(name, unit);
  const corrected = known || options.correctTypos === false ? null : correctTypo(name);
  const ingredient = pouchOfRice(known ?? corrected, reading?.container ?? null);
  if (ingredient) {
    if (reading?.bulbs && ingredient.pieceName === 'clove' && quantity !== null) {
      quantity *= CLOVES_PER_BULB;
      unit = 'clove';
    } else if (unit === 'piece' && ingredient.pieceName === 'clove' && /\bcloves?\b/i.test(name)) {
      // "3 garlic cloves": counted in cloves.
      unit = 'clove';
    } else if (unit === null && quantity !== null && ingredient.pieceName === 'clove') {
      // "2 garlic" in a fridge or on a list is two bulbs: nobody stocks garlic by the clove.
      quantity *= CLOVES_PER_BULB;
      unit = 'clove';
    } else if (reading?.bulbs && quantity !== null) {
      unit = 'piece';
    } else if (reading?.container && quantity !== null) {
      // "A bag of spinach", "half a loaf": what that container of this food usually holds.
      const pack = packSize(reading.container, ingredient);
      if (pack) {
        quantity *= pack.quantity;
        unit = pack.unit;
      }
    }
    const item: ParsedPantryItem = {
      text,
      name: ingredient.name,
      ingredientId: ingredient.id,
      quantity,
      unit,
      ...(corrected ? { correctedFrom: name } : {}),
    };
    return withLeftoverGuess(item, name, reading?.container ?? null);
  }
  return { text, name, ingredientId: null, quantity, unit };
}

/** "A pouch of rice" is microwave rice: cooked rice, not raw. */
function pouchOfRice(ingredient: Ingredient | null, container: Container | null): Ingredient | null {
  return container === 'pouch' && ingredient?.id === 'rice' ? getIngredient('microwave-rice') : ingredient;
}

/**
 * Cooked food said without an amount ('leftover rice', 'some cooked pasta') gets two portions, marked as
 * a guess; a sealed pouch of microwave rice goes in the cupboard.
 */
function withLeftoverGuess(
  item: ParsedPantryItem,
  said: string,
  container: Container | null,
): ParsedPantryItem {
  const id = item.ingredientId;
  if (id === null) return item;
  const guess = item.quantity === null ? guessLeftover(id, said) : null;
  const place = guess?.place ?? (isSealedPouch(id, said, container) ? 'cupboard' : undefined);
  return {
    ...item,
    ...(guess ? { quantity: guess.quantity, unit: guess.unit, amountGuessed: true as const } : {}),
    ...(place ? { place } : {}),
  };
}

/** Adds a "did you mean" to an item whose name was not recognised, when a catalog name is close. */
function withSuggestion(item: ParsedPantryItem): ParsedPantryItem {
  if (item.ingredientId !== null) return item;
  const suggestion = suggestIngredient(withoutDescriptions(item.name) || item.name);
  return suggestion ? { ...item, suggestion: { ingredientId: suggestion.id, name: suggestion.name } } : item;
}

/** Splits a line on "and", "&", "+" and "plus", unless the whole line names one ingredient ("half and half"). */
function splitOnAnd(chunk: string): string[] {
  if (readFragment(chunk, { correctTypos: false }).ingredientId !== null) return [chunk];
  return chunk
    .split(/\s*[&+]\s*|\s+(?:and|plus)\s+(?!a\s+(?:half|quarter)\b)/i)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function isPreparationNote(fragment: string): boolean {
  const words = normaliseName(fragment).split(' ');
  return words.every((word) => PREPARATION.has(word));
}

/**
 * Reads free text such as "2 eggs, 200g feta and half a cucumber" into pantry items.
 * Items are separated by new lines, semicolons, commas and "and"/"&"; amounts may be numbers,
 * fractions (1/2, ½, 1 1/2) or words (a, one…twelve, half, a dozen, a couple of), with or without a unit.
 * Given the cook's calendar (`dates`), dates said in words become the item's expiry, opened or bought day.
 * A typo clearly nearest one food is read as that food, and the item keeps what was typed (`correctedFrom`).
 */
export function parsePantryText(
  input: string,
  dates?: DateContext,
  options: ParseOptions = {},
): ParsedPantryItem[] {
  const items: ParsedPantryItem[] = [];
  const chunks = input.split(/[\n\r;]+|,(?!\d)|(?<!\d),/);
  for (const chunk of chunks) {
    if (chunk.trim() === '') continue;
    for (const fragment of splitOnAnd(chunk.trim())) {
      const dated: DatesInWords = dates ? readDateWords(fragment, dates) : { rest: fragment };
      const said = datesOf(dated);
      const previous = items.at(-1);
      if (previous && dated.rest === '' && Object.keys(said).length > 0) {
        // "spinach, use today": the date belongs to the item before it.
        Object.assign(previous, said);
        previous.text = `${previous.text}, ${fragment}`;
      } else if (previous && isPreparationNote(dated.rest)) {
        previous.text = `${previous.text}, ${fragment}`;
        Object.assign(previous, said);
      } else {
        items.push({ ...readFragment(dated.rest, options), text: fragment, ...said });
      }
    }
  }
  return items.map(withSuggestion);
}

function datesOf({ expiresOn, openedOn, boughtOn }: DatesInWords): Partial<ParsedPantryItem> {
  return {
    ...(expiresOn ? { expiresOn } : {}),
    ...(openedOn ? { openedOn } : {}),
    ...(boughtOn ? { boughtOn } : {}),
  };
}
