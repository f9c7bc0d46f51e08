/**
 * The edit-distance table between `a` and the first `b.length` letters of `b`, counting insertions,
 * deletions, substitutions and swaps of two neighbouring letters (optimal string alignment), so
 * "tomatoe" → "tomato" is 1 and "tomtao" → "tomato" is 1. Returns the last row (distances from all of
 * `a` to each prefix of `b`), or null once every distance must exceed `limit`.
 */
function lastRow(a: string, b: string, limit: number): Int32Array | null {
  const width = b.length + 1;
  let beforePrevious = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      if (swapped) value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return null;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous;
}

/** Edit distance from `a` to `b`; `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const row = lastRow(a, b, limit);
  const distance = row?.[b.length] ?? limit + 1;
  return Math.min(distance, limit + 1);
}

/**
 * Edit distance from `query` to the closest start of `text` (the best of `text`'s prefixes), so a
 * half-typed "corri" is 1 away from "coriander". `limit + 1` as soon as it must exceed `limit`.
 */
export function prefixEditDistance(query: string, text: string, limit: number): number {
  const row = lastRow(query, text.slice(0, query.length + limit), limit);
  if (!row) return limit + 1;
  let best = limit + 1;
  for (let j = Math.max(0, query.length - limit); j < row.length; j++) best = Math.min(best, row[j] ?? best);
  return best;
}
