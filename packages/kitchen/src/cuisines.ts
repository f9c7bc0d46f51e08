/**
 * The cuisines Today's filter offers (issue 21): those of the library's with at least
 * `LEAST_CUISINE_RECIPES` recipes, most recipes first, so a cook who picks one is always shown a few
 * (`cuisines.test.ts` holds the list to the library). Generated dishes carry these names too.
 */
export const CUISINES = [
  'british',
  'italian',
  'american',
  'indian',
  'chinese',
  'mexican',
  'french',
  'japanese',
  'middle-eastern',
  'greek',
  'korean',
  'spanish',
  'thai',
  'north-african',
  'caribbean',
  'west-african',
  'vietnamese',
  'sri-lankan',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const LEAST_CUISINE_RECIPES = 5;
