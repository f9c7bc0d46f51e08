import { findIngredient } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import { normaliseName } from '../ingredient-name.ts';
import { DESCRIPTIONS, PART_WORDS, PREPARATION_ADVERBS, PREPARATION_WORDS } from './line-words.ts';

/** What the amount says about the food, used to look it up. */
export type FoodHints = Readonly<{
  /** The word the food was counted in ("ears", "sticks", "stalks"), tried with the name: "ears of corn". */
  countWord: string | null;
  /** Said in a tin or can: "tinned …" is tried before a fresh food ("2 cans tomatoes"). */
  tinned: boolean;
  /** A bare count ("2 diced tomatoes"): fresh food, so the name without its preparation comes first. */
  counted: boolean;
}>;

export type Food = Readonly<{
  /** The catalog food, or null when the catalog does not know it for certain. */
  ingredient: Ingredient | null;
  /** The food in the cook's words, without leading preparation unless the catalog names it so. */
  name: string;
  /** Leading preparation moved out of the name: "finely chopped". */
  preparation: string | null;
}>;

/**
 * Splits leading preparation words off a name: "finely chopped fresh parsley" → "finely chopped",
 * "fresh parsley". Adverbs and "and" count only when a preparation word follows; "freshly ground" is
 * one (ground alone is a food: ground beef, ground cumin). A name is never emptied.
 */
export function splitPreparation(said: string): readonly [preparation: string | null, food: string] {
  const words = said.trim().split(/\s+/);
  let end = 0;
  for (let index = 0; index < words.length - 1; index++) {
    const word = (words[index] ?? '').toLowerCase().replace(/[,;]$/, '');
    const previous = (words[index - 1] ?? '').toLowerCase();
    if (PREPARATION_WORDS.has(word) || (word === 'ground' && previous === 'freshly')) {
      end = index + 1;
    } else if (!PREPARATION_ADVERBS.has(word) && !['and', '&', 'or'].includes(word)) {
      break;
    }
  }
  if (end === 0) return [null, said.trim()];
  return [words.slice(0, end).join(' '), words.slice(end).join(' ')];
}

/** The name with its leading descriptions dropped one at a time: "extra large free range eggs" → … → "eggs". */
function withoutDescriptions(normalised: string): string[] {
  const forms: string[] = [];
  let rest = normalised;
  for (;;) {
    const description = DESCRIPTIONS.find((words) => rest.startsWith(`${words} `));
    if (!description) return forms;
    rest = rest.slice(description.length + 1);
    forms.push(rest);
  }
}

/** The name without a last word naming a part of the food: "cilantro leaves" → "cilantro". */
function withoutPart(normalised: string): string | null {
  const space = normalised.lastIndexOf(' ');
  return space > 0 && PART_WORDS.has(normalised.slice(space + 1)) ? normalised.slice(0, space) : null;
}

/** The catalog food this exact name means, trying it as counted ("ears of corn") and tinned first. */
function lookUp(name: string, hints: FoodHints): Ingredient | null {
  const { countWord, tinned } = hints;
  if (countWord) {
    const counted = findIngredient(`${countWord} of ${name}`) ?? findIngredient(`${name} ${countWord}`);
    if (counted) return counted;
  }
  const direct = findIngredient(name);
  if (!tinned || direct?.pieceName === 'tin') return direct;
  return findIngredient(`tinned ${name}`) ?? direct;
}

/**
 * Whether a bare animal names one of its cuts in the catalog ("turkey" is turkey breast): counted, it is
 * the whole animal ("1 turkey", "2 ducks"), which is not that cut.
 */
function isAnimalForCut(form: string, ingredient: Ingredient): boolean {
  const [animal, ...cut] = normaliseName(ingredient.name).split(' ');
  const said = normaliseName(form);
  return ingredient.aisle === 'meat' && cut.length > 0 && [animal, `${animal}s`].includes(said);
}

/**
 * The first choice of "A or B": "butter or margarine" → butter, and "chicken or vegetable stock" →
 * chicken stock (never the bare "chicken"). Null when the name offers no choice.
 */
function firstChoice(name: string): string | null {
  const [first, second] = name.split(/\s+(?:and\/or|or)\s+|\s*\/\s*/i);
  if (first === undefined || second === undefined) return null;
  const firstWords = first.trim().split(/\s+/);
  const secondWords = second.trim().split(/\s+/);
  return firstWords.length === 1 && secondWords.length > 1
    ? [...firstWords, ...secondWords.slice(1)].join(' ')
    : first.trim();
}

/**
 * The catalog food a name from a recipe means, only when it is certain: the name as written, then
 * without its preparation, its descriptions ("large", "fresh", "boneless") or a part word ("leaves"),
 * then the first of two choices. Never a food the name only contains: "chicken stock" is chicken stock
 * or nothing, never chicken; "salt and pepper" is two foods, so none.
 */
export function recogniseFood(said: string, hints: FoodHints): Food {
  const [preparation, food] = splitPreparation(said);
  const whole = withoutPart(normaliseName(said));
  const asWritten = preparation === null ? [] : whole ? [said, whole] : [said];
  const bases = hints.counted ? [food, ...asWritten] : [...asWritten, food];
  const normalisedFood = normaliseName(food);
  const plainForms = withoutDescriptions(normalisedFood);
  const forms = [...bases, ...plainForms];
  for (const form of [normalisedFood, ...plainForms]) {
    const part = withoutPart(form);
    if (part) forms.push(part, ...withoutDescriptions(part));
  }
  // A count of one word is a whole thing: "1 chicken" is a whole chicken, "1 small pepper" a sweet
  // pepper (the catalog reads a bare "chicken" as breast meat and "pepper" as black pepper).
  const counted = (form: string) =>
    hints.counted && !/\s/.test(form.trim()) ? [`whole ${form}`, `${form}s`, form] : [form];
  for (const form of forms.flatMap(counted)) {
    const ingredient = lookUp(form, hints);
    if (!ingredient || (hints.counted && isAnimalForCut(form, ingredient))) continue;
    // The name keeps a preparation the catalog names ("chopped tomatoes", "toasted sesame oil") or that
    // makes it another food ("shredded mozzarella" is not mozzarella); "grated parmesan cheese" is parmesan.
    const keepsPreparation =
      (form === said && preparation !== null) ||
      (asWritten.includes(form) && recogniseFood(food, hints).ingredient?.id !== ingredient.id);
    return {
      ingredient,
      name: keepsPreparation ? said : food,
      preparation: keepsPreparation ? null : preparation,
    };
  }
  const choice = firstChoice(food);
  const chosen = choice ? recogniseFood(choice, hints).ingredient : null;
  return { ingredient: chosen, name: food, preparation };
}

/** Whether a name only describes a food it does not name ("large", "boneless"): "1 large, ripe avocado". */
export function isOnlyDescription(name: string): boolean {
  const normalised = normaliseName(name);
  return normalised !== '' && withoutDescriptions(`${normalised} `).at(-1) === '';
}
