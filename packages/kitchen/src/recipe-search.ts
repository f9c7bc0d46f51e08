import { getIngredient } from './catalog.ts';
import { normaliseName, singularVariants } from './ingredient-name.ts';
import type { Recipe } from './recipe.ts';

/**
 * Today's "Search recipes" (issue 21): the words a cook types ("something with leeks") against each
 * recipe's title, cuisine and ingredients (their names and the names people type for them). Every word
 * that says something of the dish must be found, so a search for leeks shows only dishes with leeks.
 * A food a dish is built on (its protein, vegetables or fruit) is found by any word of its name
 * ("chicken thigh" by chicken); any other by what it is, the last word ("chicken stock" by stock), or its
 * whole name: a search for chicken soup finds no noodle soup made with chicken stock.
 */

/** The first roles of the foods a dish is built on. */
const BUILT_ON = new Set(['protein', 'vegetable', 'fruit']);

/** Words that say nothing of the dish: "something with leeks" asks for leeks. */
const FILLER = new Set(
  'a an the some something anything with and of for in on using use made from me my i have got had want would like to make cook please recipe recipes dish dishes meal meals idea ideas'.split(
    ' ',
  ),
);

/** The words of a search that must each be found in a recipe, normalised; none for an empty search. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(normaliseName(search).split(' '))].filter((word) => word !== '' && !FILLER.has(word));
}

/** A word and its singular forms: "leeks", "leek". */
const forms = (word: string) => [word, ...singularVariants(word)];

type Findable = Readonly<{ words: ReadonlySet<string>; names: readonly (readonly string[])[] }>;
const findable = new WeakMap<Recipe, Findable>();

/** The words a recipe is found by (title, cuisine, its foods' words) and its foods' whole names. */
function findableOf(recipe: Recipe): Findable {
  const known = findable.get(recipe);
  if (known) return known;
  const words = new Set(normaliseName(`${recipe.title} ${recipe.cuisine}`).split(' ').flatMap(forms));
  const names: string[][] = [];
  for (const line of recipe.ingredients) {
    const ingredient = getIngredient(line.ingredientId);
    if (!ingredient) continue;
    const builtOn = BUILT_ON.has(ingredient.roles[0] ?? '');
    for (const name of [ingredient.name, ...ingredient.aliases]) {
      const parts = normaliseName(name).split(' ');
      // Of the other names only the last word: an egg is no "chicken egg" to a search for chicken.
      const named = builtOn && name === ingredient.name ? parts : parts.slice(-1);
      for (const form of named.flatMap(forms)) words.add(form);
      if (parts.length > 1) names.push(parts);
    }
  }
  const found = { words, names };
  findable.set(recipe, found);
  return found;
}

const same = (searched: string, word: string) => forms(searched).some((form) => forms(word).includes(form));

/** Whether a recipe has every word searched for (in its title, cuisine or ingredients). */
export function matchesSearch(recipe: Recipe, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const { words: found, names } = findableOf(recipe);
  const covered = words.map((word) => forms(word).some((form) => found.has(form)));
  // A food's whole name among the words searched ("spring onions") covers each of its words.
  for (const name of names) {
    for (let at = 0; at + name.length <= words.length; at++) {
      if (!name.every((part, i) => same(words[at + i] ?? '', part))) continue;
      for (let i = 0; i < name.length; i++) covered[at + i] = true;
    }
  }
  return covered.every(Boolean);
}
