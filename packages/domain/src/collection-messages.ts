/**
 * The collections API's words and limits, without zod: the screens show them without loading the
 * schemas (`api/collections.ts` builds its schemas from them).
 */

/** The collection every account has, that Save puts a recipe in with one tap; it cannot be deleted. */
export const DEFAULT_COLLECTION_NAME = 'Saved';
/** Collections one cook may keep, and recipes one collection may hold. */
export const MAX_COLLECTIONS = 100;
export const MAX_RECIPES_PER_COLLECTION = 500;
/** A collection's name and description, in characters. */
export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 300;

export const COLLECTION_MESSAGES = {
  name: 'Give the collection a name.',
  nameLength: 'Keep the name under 60 characters.',
  descriptionLength: 'Keep the description under 300 characters.',
  notFound: 'That collection is not one of yours.',
  defaultKept: 'Saved is where Save puts recipes, so it stays. Rename it if you like.',
  tooMany: `You can keep up to ${MAX_COLLECTIONS} collections.`,
  full: `A collection holds up to ${MAX_RECIPES_PER_COLLECTION} recipes.`,
  sameRecipes: 'Send the same recipes the collection holds, in their new order.',
  notShared: 'This collection is private, or its link was turned off.',
} as const;
