import type { Ingredient } from './catalog-types.ts';
import { editDistance, prefixEditDistance } from './edit-distance.ts';
import { normaliseName, singularVariants } from './ingredient-name.ts';

export type MatchRank = 'exact' | 'prefix' | 'word-prefix' | 'fuzzy';

/** A type-ahead result: the ingredient, the name or alias that matched, and how it matched. */
export type IngredientMatch = Readonly<{ ingredient: Ingredient; matched: string; rank: MatchRank }>;

/** A typo read as the one catalog food it is clearly nearest to: "brocoli" → broccoli. */
export type Correction = Readonly<{ ingredient: Ingredient; distance: number }>;

export type NameIndex = Readonly<{
  find(text: string): Ingredient | null;
  search(text: string, limit: number): IngredientMatch[];
  suggest(text: string): Ingredient | null;
  correct(text: string): Correction | null;
}>;

type NameEntry = Readonly<{
  key: string;
  text: string;
  ingredient: Ingredient;
  isAlias: boolean;
  /** Where each word after the first starts in `key`. */
  wordStarts: readonly number[];
}>;

const RANKS: readonly MatchRank[] = ['exact', 'prefix', 'word-prefix', 'fuzzy'];

/** Type-ahead reads at most this many characters; no ingredient name is longer. */
const LONGEST_QUERY = 60;

/** Typos allowed in a type-ahead prefix of this length (none below four letters). */
const prefixTolerance = (length: number): number => (length < 4 ? 0 : length < 7 ? 1 : 2);

/** Typos allowed in a whole name of this length for "did you mean". */
const nameTolerance = (length: number): number => (length < 3 ? 0 : length <= 4 ? 1 : length <= 8 ? 2 : 3);

/**
 * Typos corrected without asking in a name of this many letters: none below six (a short word one
 * letter from a food is as often another word: "mice", "lines", "pearl"), one up to seven ("chiken",
 * "brocoli"), two up to twelve ("brocolli", "corriander"), three beyond.
 */
export const correctionTolerance = (length: number): number =>
  length < 6 ? 0 : length <= 7 ? 1 : length <= 12 ? 2 : 3;

function wordStarts(key: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < key.length; i++) if (key[i - 1] === ' ') starts.push(i);
  return starts;
}

/** Smallest distance between `query` and the start of `key` (at its first word or a later one). */
function prefixDistance(query: string, entry: NameEntry, limit: number): number {
  let best = limit + 1;
  for (const start of [0, ...entry.wordStarts]) {
    best = Math.min(best, prefixEditDistance(query, entry.key.slice(start), limit));
    if (best === 0) break;
  }
  return best;
}

type Scored = { match: IngredientMatch; score: readonly number[] };

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function buildNameIndex(ingredients: readonly Ingredient[]): NameIndex {
  const entries: NameEntry[] = [];
  const byKey = new Map<string, Ingredient>();
  for (const ingredient of ingredients) {
    for (const [index, text] of [ingredient.name, ...ingredient.aliases].entries()) {
      const key = normaliseName(text);
      if (key === '' || byKey.has(key)) continue;
      byKey.set(key, ingredient);
      entries.push({ key, text, ingredient, isAlias: index > 0, wordStarts: wordStarts(key) });
    }
  }

  const find = (text: string): Ingredient | null => {
    const key = normaliseName(text);
    if (key === '') return null;
    for (const candidate of [key, ...singularVariants(key)]) {
      const ingredient = byKey.get(candidate);
      if (ingredient) return ingredient;
    }
    return null;
  };

  /** Exact, prefix or word-prefix match, as a rank index; null when none. */
  const closeRank = (entry: NameEntry, query: string): number | null => {
    if (entry.key === query) return 0;
    if (entry.key.startsWith(query)) return 1;
    if (entry.wordStarts.some((start) => entry.key.startsWith(query, start))) return 2;
    return null;
  };

  const search = (text: string, limit: number): IngredientMatch[] => {
    const query = normaliseName(text).slice(0, LONGEST_QUERY);
    if (query === '' || limit <= 0) return [];
    const best = new Map<string, Scored>();
    const consider = (entry: NameEntry, rankIndex: number, distance: number) => {
      const score = [rankIndex, distance, entry.isAlias ? 1 : 0, entry.key.length];
      const current = best.get(entry.ingredient.id);
      if (current && compareScores(current.score, score) <= 0) return;
      const match = { ingredient: entry.ingredient, matched: entry.text, rank: RANKS[rankIndex] ?? 'fuzzy' };
      best.set(entry.ingredient.id, { match, score });
    };
    for (const entry of entries) {
      const rankIndex = closeRank(entry, query);
      if (rankIndex !== null) consider(entry, rankIndex, 0);
    }
    const tolerance = prefixTolerance(query.length);
    if (best.size < limit && tolerance > 0) {
      for (const entry of entries) {
        if (best.has(entry.ingredient.id)) continue;
        const distance = prefixDistance(query, entry, tolerance);
        if (distance <= tolerance) consider(entry, 3, distance);
      }
    }
    return [...best.values()]
      .sort(
        (a, b) =>
          compareScores(a.score, b.score) || a.match.ingredient.name.localeCompare(b.match.ingredient.name),
      )
      .slice(0, limit)
      .map((scored) => scored.match);
  };

  const suggest = (text: string): Ingredient | null => {
    const query = normaliseName(text);
    const limit = nameTolerance(query.length);
    if (limit === 0) return null;
    let best: { ingredient: Ingredient; score: readonly number[] } | null = null;
    for (const entry of entries) {
      const distance = editDistance(query, entry.key, limit);
      if (distance > limit) continue;
      const score = [distance, Math.abs(entry.key.length - query.length), entry.isAlias ? 1 : 0];
      if (!best || compareScores(score, best.score) < 0) best = { ingredient: entry.ingredient, score };
    }
    return best?.ingredient ?? null;
  };

  /**
   * The food a name that is not in the catalog clearly means: its nearest name or alias is within
   * `correctionTolerance` and every other food's nearest name is further away by at least one more typo
   * so "corriander" becomes coriander but a word halfway between two
   * foods stays a question ("did you mean"). A name the catalog knows is never corrected.
   */
  const correct = (text: string): Correction | null => {
    const key = normaliseName(text);
    if (key === '' || find(key)) return null;
    const queries = [key, ...singularVariants(key)].filter((query) => correctionTolerance(query.length) > 0);
    if (queries.length === 0) return null;
    const nearest = new Map<string, number>();
    for (const query of queries) {
      const limit = correctionTolerance(query.length) + 1;
      for (const entry of entries) {
        // Cooks seldom mistype the first letter; a word that starts differently is another word.
        if (entry.key[0] !== query[0]) continue;
        const distance = editDistance(query, entry.key, limit);
        if (distance > limit) continue;
        const id = entry.ingredient.id;
        if (distance < (nearest.get(id) ?? Number.POSITIVE_INFINITY)) nearest.set(id, distance);
      }
    }
    const ranked = [...nearest.entries()].sort((a, b) => a[1] - b[1]);
    const [first, second] = ranked;
    if (!first) return null;
    const [id, distance] = first;
    const tolerance = Math.max(...queries.map((query) => correctionTolerance(query.length)));
    const runnerUp = second?.[1] ?? Number.POSITIVE_INFINITY;
    if (distance > tolerance || runnerUp < distance + 1) return null;
    const ingredient = entries.find((entry) => entry.ingredient.id === id)?.ingredient;
    return ingredient ? { ingredient, distance } : null;
  };

  return { find, search, suggest, correct };
}
