/**
 * Food words for lists, the same on the server and the screens (the shopping list, a recipe's lines): how
 * a counted food reads. "6 eggs", "4 slices of ham", "2 mackerel fillets", "3 garlic cloves", not
 * "4 hams" or "16 roast beefs".
 */

/** "eggs", "tomatoes", "cherries", "slices": an English plural good enough for food words. */
export function plural(word: string, count: number): string {
  if (count <= 1 || /s$/i.test(word)) return word;
  if (/(tomato|potato)$/i.test(word)) return `${word}es`;
  if (/chilli$/i.test(word)) return `${word}es`;
  if (/(leaf|loaf|half)$/i.test(word)) return `${word.slice(0, -1)}ves`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(x|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Pieces named after the food: "2 mackerel fillets", "3 garlic cloves". */
const AFTER_THE_FOOD = new Set(['fillet', 'clove']);

/** Whether a piece of the food is the food itself ("egg" of eggs, "finger" of fish fingers), not a slice or a tin of it. */
export function isItsOwnPiece(name: string, pieceName: string): boolean {
  const food = name.toLowerCase();
  const piece = pieceName.toLowerCase();
  return (
    food.endsWith(piece) ||
    food.endsWith(plural(piece, 2)) ||
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
  if (!pieceName) return plural(name, quantity);
  const piece = pieceName.toLowerCase();
  // "2 pittas" of pitta bread; "4 bay leaves" as named.
  if (name.toLowerCase().startsWith(`${piece} `)) return plural(piece, quantity);
  const pieces = plural(piece, 2);
  if (name.toLowerCase().endsWith(pieces) && piece !== pieces) {
    return quantity <= 1 ? `${name.slice(0, -pieces.length)}${piece}` : name;
  }
  if (isItsOwnPiece(name, pieceName)) return plural(name, quantity);
  if (AFTER_THE_FOOD.has(piece)) return `${name} ${plural(piece, quantity)}`;
  return `${plural(piece, quantity)} of ${name}`;
}
