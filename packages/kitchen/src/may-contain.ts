import { getIngredient } from './catalog.ts';
import type { Allergen, Diet, Ingredient } from './catalog-types.ts';
import { type DietProfile, profileAllergens, restrictedMayContain } from './diet-profile.ts';
import type { Recipe, RecipeIngredient } from './recipe.ts';

/** How a label names the kind without the allergen. */
const FREE_FROM_WORDS: Readonly<Record<Allergen, string>> = {
  celery: 'celery-free',
  gluten: 'gluten-free',
  crustaceans: 'crustacean-free',
  eggs: 'egg-free',
  fish: 'fish-free',
  lupin: 'lupin-free',
  milk: 'dairy-free',
  molluscs: 'mollusc-free',
  mustard: 'mustard-free',
  'tree-nuts': 'nut-free',
  peanuts: 'peanut-free',
  sesame: 'sesame-free',
  soy: 'soya-free',
  sulphites: 'sulphite-free',
};

export const CHECK_THE_LABEL = 'check the label';

/** "gluten-free and dairy-free". */
function joinAnd(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The words that name the safe kind of a may-contain food for this cook ("gluten-free and dairy-free"),
 * or `null` when the cook need not mind which kind. Only meaningful for an ingredient `profileCheck`
 * allows: there, every restricted may-contain allergen has a free-from kind.
 */
export function safeKindWords(ingredient: Ingredient, allergens: ReadonlySet<Allergen>): string | null {
  const restricted = restrictedMayContain(ingredient, allergens);
  return restricted.length === 0 ? null : joinAnd(restricted.map((allergen) => FREE_FROM_WORDS[allergen]));
}

/** The note a line carries when the cook must buy the safe kind: "gluten-free kind, check the label". */
export function safeKindNote(words: string): string {
  return `${words} kind, ${CHECK_THE_LABEL}`;
}

/**
 * Cheeses made by tradition (or by law: Parmigiano Reggiano, Pecorino Romano) with animal rennet, which a
 * vegetarian cannot eat; each has a vegetarian kind (a "vegetarian hard cheese" for Parmesan).
 */
const ANIMAL_RENNET: ReadonlySet<string> = new Set(['parmesan', 'pecorino', 'gruyere', 'manchego']);

/** The note on such a cheese for a vegetarian: the kind to buy, and where to see it. */
export const VEGETARIAN_KIND_NOTE = `vegetarian kind, made without animal rennet; ${CHECK_THE_LABEL}`;

/** A cook who eats no meat: rennet, from a calf's stomach, is meat to them (a pescatarian too). */
function vegetarian(profile: DietProfile): boolean {
  return ['vegetarian', 'vegan', 'pescatarian'].some((diet) => profile.diets.includes(diet as Diet));
}

/** Whether this cook must be told to buy the vegetarian kind of the food. */
function needsVegetarianKind(ingredientId: string, profile: DietProfile): boolean {
  return vegetarian(profile) && ANIMAL_RENNET.has(ingredientId);
}

function withNote(line: RecipeIngredient, note: string): RecipeIngredient {
  if (line.note?.includes(note)) return line;
  return { ...line, note: line.note ? `${note}; ${line.note}` : note };
}

function labelLine(
  line: RecipeIngredient,
  allergens: ReadonlySet<Allergen>,
  profile: DietProfile,
): RecipeIngredient {
  const ingredient = getIngredient(line.ingredientId);
  const words = ingredient && safeKindWords(ingredient, allergens);
  const labelled = words ? withNote(line, safeKindNote(words)) : line;
  return needsVegetarianKind(line.ingredientId, profile)
    ? withNote(labelled, VEGETARIAN_KIND_NOTE)
    : labelled;
}

/**
 * The recipe as this cook should read it: every line whose food may contain an allergen they avoid names
 * the safe kind with a "check the label" note, and so does a cheese made with animal rennet for a
 * vegetarian. Foods with no such kind are kept out by `profileCheck`;
 * this only labels. The same recipe object when nothing needs saying.
 */
export function labelForProfile<T extends Recipe>(recipe: T, profile: DietProfile): T {
  const allergens = profileAllergens(profile);
  if (allergens.size === 0 && !vegetarian(profile)) return recipe;
  const ingredients = recipe.ingredients.map((line) => labelLine(line, allergens, profile));
  return ingredients.every((line, index) => line === recipe.ingredients[index])
    ? recipe
    : { ...recipe, ingredients };
}

/**
 * The lines of a recipe that would put a restricted allergen before this cook: a food that contains one,
 * or one that may contain one and is neither avoidable by kind nor named as the safe kind; for a
 * vegetarian, a cheese made with animal rennet not named as the vegetarian kind. Empty when the
 * recipe is safe to show as it is. Used by the tests and by the AI check.
 */
export function unsafeLines(recipe: Recipe, profile: DietProfile): RecipeIngredient[] {
  const allergens = profileAllergens(profile);
  return recipe.ingredients.filter((line) => {
    const ingredient = getIngredient(line.ingredientId);
    if (!ingredient) return true;
    if (ingredient.allergens.some((allergen) => allergens.has(allergen))) return true;
    if (needsVegetarianKind(ingredient.id, profile) && !line.note?.includes(VEGETARIAN_KIND_NOTE))
      return true;
    const restricted = restrictedMayContain(ingredient, allergens);
    if (restricted.length === 0) return false;
    if (!restricted.every((allergen) => ingredient.freeFrom.includes(allergen))) return true;
    const words = safeKindWords(ingredient, allergens);
    return !words || !line.note?.includes(safeKindNote(words));
  });
}
