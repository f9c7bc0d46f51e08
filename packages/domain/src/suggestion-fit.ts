/**
 * Whether a suggestion still fits once the pantry has changed (after "I cooked this"): a recipe shown
 * because the pantry covered its lines no longer fits when a line it had is now missing, so Today drops it
 * instead of showing a dinner that needs what was just used up.
 */

interface Line {
  name: string;
  ingredientId?: string | undefined;
  inPantry: boolean;
  optional?: boolean | undefined;
}

export interface Suggestion {
  /** Pantry item ids the recipe uses. */
  usesPantry: readonly string[];
  ingredients: readonly Line[];
}

const keyOf = (line: Line) => line.ingredientId ?? line.name.trim().toLowerCase();

/**
 * `again` is the recipe answered against the pantry now (null when it could not be asked: offline). Then
 * every line the pantry covered before must still be covered; without it, every pantry item it used must
 * still be in the pantry (`pantryIds`). Optional lines never decide.
 */
export function stillFits(
  before: Suggestion,
  again: Suggestion | null,
  pantryIds: ReadonlySet<string>,
): boolean {
  if (!again) return before.usesPantry.every((id) => pantryIds.has(id));
  const haveNow = new Set(again.ingredients.filter((line) => line.inPantry).map(keyOf));
  return before.ingredients.every((line) => line.optional || !line.inPantry || haveNow.has(keyOf(line)));
}
