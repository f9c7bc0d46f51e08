import { allIngredients, findIngredient } from '../catalog.ts';
import { normaliseName, singularVariants } from '../ingredient-name.ts';

/** The last word of a name in its plain and singular forms: "portobello mushrooms" → mushrooms, mushroom. */
function headForms(name: string): string[] {
  const normalised = normaliseName(name);
  const word = normalised.slice(normalised.lastIndexOf(' ') + 1);
  return [word, ...singularVariants(word)];
}

/**
 * What a food the cook dislikes rules out: the catalog ingredient the words name, and every ingredient
 * that is a kind of it (its name ends in the same word): "mushrooms" → mushroom, chestnut mushroom,
 * portobello mushroom…; "cheese" → goat's cheese, cream cheese… Products merely made with it (olive oil
 * for "olives", onion powder for "onion") stay allowed. Null when the catalog does not know the food.
 */
export function dislikedIngredients(words: string): string[] | null {
  const found = findIngredient(words);
  const typed = normaliseName(words);
  const heads = new Set([...headForms(words), ...(found ? headForms(found.name) : [])]);
  const kinds = allIngredients().filter((ingredient) => {
    const name = normaliseName(ingredient.name);
    const last = name.slice(name.lastIndexOf(' ') + 1);
    return name.includes(' ') && heads.has(last) && (found !== null || typed.split(' ').length === 1);
  });
  if (!found && kinds.length === 0) return null;
  return [...new Set([...(found ? [found.id] : []), ...kinds.map((ingredient) => ingredient.id)])];
}
