/**
 * The one rule for a food's name beside a count, on the server and every screen: "1 chicken thigh",
 * "2 chicken thighs", "½ lemon", "1 egg", whichever form the name came in. Only the last word changes
 * ("brussels sprouts" → "brussels sprout"); foods nobody counts ("rice", "salt") never do.
 */

/** Plurals that are not the word with "s" or "es": both ways round. */
const IRREGULAR: Readonly<Record<string, string>> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  chilli: 'chillies',
  chili: 'chilies',
  cookie: 'cookies',
  brownie: 'brownies',
  pie: 'pies',
  tomato: 'tomatoes',
  potato: 'potatoes',
  mango: 'mangoes',
  eddo: 'eddoes',
  brie: 'bries',
  haddie: 'haddies',
  smoothie: 'smoothies',
  brioche: 'brioches',
  glaze: 'glazes',
  fraîche: 'fraîches',
  fraiche: 'fraiches',
  leche: 'leches',
  octopus: 'octopuses',
};
const SINGULAR_OF = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

/**
 * Last words that read the same for one and many: masses nobody counts, whose "s" would be wrong even
 * beside a number. Everything the catalog writes as "word(s)" is counted, so it is not here.
 */
const UNCOUNTED = new Set([
  ...['rice', 'salt', 'sugar', 'butter', 'spinach', 'broccoli', 'garlic', 'feta', 'mince', 'pasta'],
  ...[
    'couscous',
    'cous',
    'hummus',
    'hummous',
    'humous',
    'houmous',
    'asparagus',
    'tofu',
    'cress',
    'molasses',
    'citrus',
  ],
  ...['greens', 'grits', 'conchiglie', 'quinoa', 'bulgur', 'polenta', 'semolina', 'tahini', 'harissa'],
  ...['pesto', 'spaghetti', 'tagliatelle', 'fusilli', 'penne', 'macaroni', 'linguine'],
  ...['salmon', 'cod', 'haddock', 'trout', 'tuna', 'fish', 'bacon', 'beef', 'pork', 'lamb', 'kale'],
  ...['celery', 'parsley', 'coriander', 'basil', 'mint', 'dill', 'thyme', 'rosemary', 'sage', 'paprika'],
  ...['cumin', 'cinnamon', 'ginger', 'turmeric', 'honey', 'ketchup', 'mayonnaise', 'stock', 'halloumi'],
]);

/** A last word that ends in "s" and names one thing ("lemongrass", "octopus"; not "kombus"). */
const SINGLE_S = /(ss|octopus)$/;

function lastWord(name: string): [head: string, word: string] {
  const space = name.lastIndexOf(' ');
  return [name.slice(0, space + 1), name.slice(space + 1)];
}

function keepCase(original: string, changed: string): string {
  return original === original.toUpperCase() && original.length > 1 ? changed.toUpperCase() : changed;
}

/** "thighs" → "thigh", "tomatoes" → "tomato", "cherries" → "cherry", "leaves" → "leaf"; one stays one. */
function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower) || !lower.endsWith('s') || SINGLE_S.test(lower)) return word;
  const irregular = SINGULAR_OF[lower];
  if (irregular) return keepCase(word, irregular);
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}${keepCase(word, 'y')}`;
  if (/(ch|sh|x|z|ss)es$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** "thigh" → "thighs", "peach" → "peaches", "cherry" → "cherries"; many stays many. */
function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower) || singularWord(lower) !== lower) return word;
  const irregular = IRREGULAR[lower];
  if (irregular) return keepCase(word, irregular);
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}${keepCase(word, 'ies')}`;
  if (/(ch|sh|x|z|ss|us)$/.test(lower)) return `${word}${keepCase(word, 'es')}`;
  return `${word}${keepCase(word, 's')}`;
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
