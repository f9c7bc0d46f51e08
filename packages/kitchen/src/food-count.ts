/**
 * The one rule for a food's name beside a count, on the server and every screen: "1 chicken thigh",
 * "2 chicken thighs", "½ lemon", "1 egg", whichever form the name came in. Only the last word changes
 * ("brussels sprouts" → "brussels sprout"); foods nobody counts ("rice", "salt") never do.
 */

/** Plurals that are not the word with "s", "es" or "ies": one, many, one, many… */
const IRREGULAR = (
  'leaf leaves loaf loaves half halves chilli chillies chili chilies tomato tomatoes potato potatoes mango ' +
  'mangoes eddo eddoes octopus octopuses'
).split(' ');
/** Words whose "s" a plural rule would cut too much of ("pies", "brioches", "glazes"): one just loses it. */
const PLAIN_S = new Set(
  'cookie brownie pie brie haddie smoothie brioche glaze fraîche fraiche leche'.split(' '),
);

/**
 * Last words that read the same for one and many: those that end in "s" but are not plurals, and masses
 * whose "s" would be wrong even beside a number. What the catalog writes as "word(s)" is counted.
 */
const UNCOUNTED = new Set(
  (
    'couscous cous conchiglie hummus hummous humous houmous asparagus citrus molasses greens grits rice ' +
    'salt sugar butter spinach broccoli feta mince'
  ).split(' '),
);

/** The other form of an irregular word (`offset` 1: its plural; -1: its singular), if it is one. */
function irregular(word: string, offset: 1 | -1): string | undefined {
  const at = IRREGULAR.indexOf(word);
  return at >= 0 && at % 2 === (offset === 1 ? 0 : 1) ? IRREGULAR[at + offset] : undefined;
}

function lastWord(name: string): [head: string, word: string] {
  const space = name.lastIndexOf(' ');
  return [name.slice(0, space + 1), name.slice(space + 1)];
}

/** "thighs" → "thigh", "tomatoes" → "tomato", "cherries" → "cherry", "leaves" → "leaf"; one stays one. */
function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower) || !lower.endsWith('s') || /ss$|octopus$/.test(lower)) return word;
  const one = irregular(lower, -1);
  if (one) return one;
  if (PLAIN_S.has(lower.slice(0, -1))) return word.slice(0, -1);
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** "thigh" → "thighs", "peach" → "peaches", "cherry" → "cherries"; many stays many. */
function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower) || singularWord(lower) !== lower) return word;
  const many = irregular(lower, 1);
  if (many) return many;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(ch|sh|x|z|ss|us)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

/** The name of one ("chicken thigh"), from either form. */
export function singularName(name: string): string {
  const [head, word] = lastWord(name);
  return head + singularWord(word);
}

/** The name of several ("chicken thighs"), from either form. */
export function pluralName(name: string): string {
  const [head, word] = lastWord(name);
  return head + pluralWord(word);
}

/**
 * A food's name beside a count of it: singular for one or less ("1 egg", "½ lemon"), plural above
 * ("2 eggs", "1½ lemons").
 */
export function nameForCount(name: string, count: number): string {
  return count > 1 ? pluralName(name) : singularName(name);
}
