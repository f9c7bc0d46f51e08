/**
 * The form every ingredient name is compared in: lower case, no accents or apostrophes,
 * "&" read as "and", other punctuation as a space, single spaces. "Crème fraîche" → "creme fraiche".
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

const UNCHANGED_ENDINGS = ['ss', 'us', 'is'];
const F_PLURALS: Readonly<Record<string, string>> = { leaves: 'leaf', loaves: 'loaf', halves: 'half' };

/**
 * Singular forms of the last word to try when a plural is not found: "peaches" → "peache", "peach";
 * "berries" → "berry"; "leaves" → "leaf". Only plural endings are undone, so a typo such as
 * "tomatoe" is not silently read as "tomatoes" but left for "did you mean".
 */
export function singularVariants(normalised: string): string[] {
  const space = normalised.lastIndexOf(' ');
  const head = normalised.slice(0, space + 1);
  const word = normalised.slice(space + 1);
  const forms: string[] = [];
  const irregular = F_PLURALS[word];
  if (irregular) forms.push(irregular);
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`, word.slice(0, -1));
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !UNCHANGED_ENDINGS.some((ending) => word.endsWith(ending))) {
    forms.push(word.slice(0, -1));
  }
  const variants = forms.filter((form) => form.length > 1).map((form) => head + form);
  return [...new Set(variants)].filter((variant) => variant !== normalised);
}
