import { findIngredient, suggestIngredient } from '@larder/kitchen/catalog';
import { parsePantryText } from '@larder/kitchen/pantry';

/**
 * The catalog ingredient a typed name means, read as the pantry parser reads it ("free range eggs",
 * "Courgettes", "tin of tomatoes"), with the catalog's name; an unknown name is kept as typed.
 */
export function recogniseName(name: string): { ingredientId: string | null; name: string } {
  // A name the cook set (or put back after undoing a correction) is kept as written: no typo correction.
  const parsed = parsePantryText(name, undefined, { correctTypos: false });
  const only = parsed.length === 1 ? parsed[0] : undefined;
  if (only?.ingredientId && (only.quantity === null || only.amountGuessed))
    return { ingredientId: only.ingredientId, name: only.name };
  const found = findIngredient(name);
  return found ? { ingredientId: found.id, name: found.name } : { ingredientId: null, name };
}

/** "Did you mean": a close catalog ingredient for a name that was not recognised. */
export function suggestionFor(name: string): { ingredientId: string; name: string } | undefined {
  const parsed = parsePantryText(name, undefined, { correctTypos: false });
  const fromParser = parsed.length === 1 ? parsed[0]?.suggestion : undefined;
  if (fromParser) return fromParser;
  const close = suggestIngredient(name);
  return close ? { ingredientId: close.id, name: close.name } : undefined;
}
