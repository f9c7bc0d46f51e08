/** Where the item being typed starts: after the last comma, semicolon, new line, "and", "&", "+" or "plus". */
export function fragmentStart(text: string): number {
  let start = 0;
  for (const match of text.matchAll(/[,;\n&+]|\s(?:and|plus)\s/gi)) start = match.index + match[0].length;
  return start;
}

/** The text with the item being typed (from `from`) replaced by a catalog name, ready for the next one. */
export function complete(text: string, from: number, name: string): string {
  return `${text.slice(0, from)}${name}, `;
}

export interface IngredientOption {
  id: string;
  name: string;
  /** The alias the typed text matched, when it is not the name ("zucchini" for courgette). */
  alias: string | null;
}

export interface Typeahead {
  /** Where the name being typed starts in the text (after any amount and unit). */
  from: number;
  options: IngredientOption[];
}
