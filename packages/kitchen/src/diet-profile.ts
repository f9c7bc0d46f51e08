import { getIngredient } from './catalog.ts';
import {
  ALLERGENS,
  type Allergen,
  DIETS,
  type Diet,
  type DietFlag,
  type Ingredient,
} from './catalog-types.ts';
import type { Recipe } from './recipe.ts';

export { ALLERGENS, type Allergen, DIETS, type Diet };

/** What the cook will not eat: hard rules for every recipe source, never preferences. */
export type DietProfile = Readonly<{
  diets: readonly Diet[];
  /** Any of the 14 allergens, as the catalog names them. */
  allergens: readonly Allergen[];
  /** Catalog ids of ingredients the cook does not want to see. */
  dislikes: readonly string[];
}>;

export const NO_RESTRICTIONS: DietProfile = { diets: [], allergens: [], dislikes: [] };

/**
 * What each diet rules out. The allergen belongs with the diet fact it follows from, so an ingredient
 * whose facts and allergens disagree is still kept out (fish sauce is `fish` both ways; both are checked).
 */
const DIET_RULES: Readonly<Record<Diet, { flags: readonly DietFlag[]; allergens: readonly Allergen[] }>> = {
  vegetarian: { flags: ['meat', 'fish', 'shellfish'], allergens: ['fish', 'crustaceans', 'molluscs'] },
  vegan: {
    flags: ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
    allergens: ['fish', 'crustaceans', 'molluscs', 'milk', 'eggs'],
  },
  pescatarian: { flags: ['meat'], allergens: [] },
  'gluten-free': { flags: ['gluten'], allergens: ['gluten'] },
  'dairy-free': { flags: ['dairy'], allergens: ['milk'] },
};

export function isDiet(value: string): value is Diet {
  return (DIETS as readonly string[]).includes(value);
}

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}

/** A profile turned into one fast check (it remembers its answers), for filtering many recipes at once. */
export type IngredientCheck = (ingredient: Ingredient) => boolean;

/** Every allergen the profile rules out: the cook's own and those their diets follow from. */
export function profileAllergens(profile: DietProfile): Set<Allergen> {
  const allergens = new Set<Allergen>(profile.allergens);
  for (const diet of profile.diets) {
    for (const allergen of DIET_RULES[diet].allergens) allergens.add(allergen);
  }
  return allergens;
}

/**
 * The may-contain allergens of the ingredient this cook must avoid. Each is either sold in a labelled
 * free-from kind (the recipe names it: `may-contain.ts`) or rules the ingredient out.
 */
export function restrictedMayContain(ingredient: Ingredient, allergens: ReadonlySet<Allergen>): Allergen[] {
  return ingredient.mayContain.filter((allergen) => allergens.has(allergen));
}

/**
 * What a mixed pack holds: a cook who will not eat green peppers does not eat a pack of mixed peppers,
 * nor one who leaves out kidney beans a tin of mixed beans.
 */
export const MIXES: Readonly<Record<string, readonly string[]>> = {
  'mixed-peppers': ['red-pepper', 'green-pepper', 'yellow-pepper'],
  'seafood-mix': ['prawn', 'squid', 'mussel'],
  'mixed-beans': ['kidney-beans', 'cannellini-beans', 'borlotti-beans', 'chickpeas'],
  'mixed-herbs': ['dried-oregano', 'dried-thyme', 'dried-basil', 'dried-marjoram'],
  'mixed-nuts': ['almonds', 'cashews', 'hazelnuts', 'brazil-nuts', 'walnuts', 'peanuts'],
  'frozen-mixed-veg': ['carrot', 'frozen-peas', 'frozen-sweetcorn', 'green-bean'],
};

/**
 * What a dislike rules out: the food, and the foods of its aisle named as a kind of it ("mushroom" rules
 * out chestnut, portobello and oyster mushrooms; "egg" duck eggs), not foods that only share a word (milk
 * and coconut milk, butter and peanut butter). A cook who dislikes mushrooms was offered a strogonoff with
 * chestnut mushrooms standing in for the mushrooms. A mixed pack holding the food (`MIXES`) is ruled out too.
 */
function dislikedBy(ids: readonly string[]): (ingredient: Ingredient) => boolean {
  const kinds = ids.flatMap((id) => {
    const food = getIngredient(id);
    return food ? [{ word: food.name.toLowerCase().replace(/s$/, ''), aisle: food.aisle }] : [];
  });
  const exact = new Set(ids);
  const byName = (ingredient: Ingredient) => {
    const name = ingredient.name.toLowerCase();
    return kinds.some(
      ({ word, aisle }) =>
        aisle === ingredient.aisle && (name.endsWith(` ${word}`) || name.endsWith(` ${word}s`)),
    );
  };
  return (ingredient) => {
    if (exact.has(ingredient.id) || byName(ingredient)) return true;
    return (MIXES[ingredient.id] ?? []).some((part) => {
      const food = getIngredient(part);
      return exact.has(part) || (food !== null && byName(food));
    });
  };
}

export function profileCheck(profile: DietProfile): IngredientCheck {
  const flags = new Set<DietFlag>();
  const allergens = profileAllergens(profile);
  for (const diet of profile.diets) {
    for (const flag of DIET_RULES[diet].flags) flags.add(flag);
  }
  const disliked = dislikedBy(profile.dislikes);
  const flagList = [...flags];
  const answers = new Map<string, boolean>();
  return (ingredient) => {
    let allowed = answers.get(ingredient.id);
    if (allowed === undefined) {
      allowed =
        !disliked(ingredient) &&
        !flagList.some((flag) => ingredient.diet[flag]) &&
        !ingredient.allergens.some((allergen) => allergens.has(allergen)) &&
        // A may-contain allergen with no free-from kind widely sold: the food is avoided.
        restrictedMayContain(ingredient, allergens).every((allergen) =>
          ingredient.freeFrom.includes(allergen),
        );
      answers.set(ingredient.id, allowed);
    }
    return allowed;
  };
}

/**
 * Whether the cook may be given this ingredient, from the catalog's diet facts, allergens and may-contain
 * allergens (allowed only where a free-from kind is widely sold, which the recipe must then name) and the
 * cook's dislikes. An id the catalog does not know is never allowed: nothing can be promised about it.
 */
export function isAllowed(ingredientId: string, profile: DietProfile): boolean {
  const ingredient = getIngredient(ingredientId);
  return ingredient !== null && profileCheck(profile)(ingredient);
}

/** Whether every ingredient of the recipe passes an already-built check, optional ones included. */
export function recipePassesCheck(recipe: Recipe, check: IngredientCheck): boolean {
  return recipe.ingredients.every((line) => {
    const ingredient = getIngredient(line.ingredientId);
    return ingredient !== null && check(ingredient);
  });
}

/**
 * Whether every ingredient of the recipe is allowed, optional ones too (a garnish the cook cannot eat
 * is still named in the steps). Worked out from the catalog, never from the recipe's own tags.
 */
export function recipeAllowed(recipe: Recipe, profile: DietProfile): boolean {
  return recipePassesCheck(recipe, profileCheck(profile));
}
