/**
 * Food words for lists, the same on the server and the screens (the shopping list, a recipe's lines): how
 * a counted food reads. "6 eggs", "4 slices of ham", "2 mackerel fillets", "3 garlic cloves", not
 * "4 hams" or "16 roast beefs".
 */
import { nameForCount } from './food-count.ts';

/** Pieces named after the food: "2 mackerel fillets", "3 garlic cloves". */
const AFTER_THE_FOOD = new Set(['fillet', 'clove']);

/** Whether a piece of the food is the food itself ("egg" of eggs, "finger" of fish fingers), not a slice or a tin of it. */
export function isItsOwnPiece(name: string, pieceName: string): boolean {
  const food = name.toLowerCase();
  const piece = pieceName.toLowerCase();
  return (
    food.endsWith(piece) ||
    food.endsWith(nameForCount(piece, 2)) ||
    // A piece that names the kind of food it is: a jalapeño is a chilli, a camembert a cheese.
    KINDS_OF_PIECE.has(piece)
  );
}

/** Pieces that are what the food is a kind of: "2 jalapeños", not "2 chillies of jalapeño". */
const KINDS_OF_PIECE = new Set(['chilli', 'melon', 'sausage', 'cheese']);

/**
 * The name of `quantity` pieces of a food: the food's own plural when a piece is the food ("eggs"), or
 * the piece by name when it is not (`pieceName` from the catalog: "slices of ham", "tins of chickpeas").
 */
export function countedFood(name: string, quantity: number, pieceName?: string | null): string {
  if (!pieceName) return nameForCount(name, quantity);
  const piece = pieceName.toLowerCase();
  // "2 pittas" of pitta bread; "4 bay leaves" as named.
  if (name.toLowerCase().startsWith(`${piece} `)) return nameForCount(piece, quantity);
  const pieces = nameForCount(piece, 2);
  if (name.toLowerCase().endsWith(pieces) && piece !== pieces) {
    return quantity <= 1 ? `${name.slice(0, -pieces.length)}${piece}` : name;
  }
  if (isItsOwnPiece(name, pieceName)) return nameForCount(name, quantity);
  if (AFTER_THE_FOOD.has(piece)) return `${name} ${nameForCount(piece, quantity)}`;
  return `${nameForCount(piece, quantity)} of ${name}`;
}
