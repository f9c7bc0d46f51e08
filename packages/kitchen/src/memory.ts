/**
 * Rewrites of a recipe remembered by key for as long as the recipe lives: the library's recipes, asked
 * of on every suggestion, are rewritten for the same swaps or spared foods once.
 */
export function rewrites<T extends object>(): (of: T, key: string, work: () => T) => T {
  const held = new WeakMap<T, Map<string, T>>();
  return (of, key, work) => {
    let byKey = held.get(of);
    if (!byKey) {
      byKey = new Map();
      held.set(of, byKey);
    }
    let value = byKey.get(key);
    if (value === undefined) {
      value = work();
      byKey.set(key, value);
    }
    return value;
  };
}

/**
 * Answers remembered by key and forgotten in bulk when `most` are held: the kitchen asks the same
 * question of the same recipe or title on every suggestion, and generated recipes keep bringing new keys.
 * Clearing all at once keeps the memory bounded with nothing to track per key.
 */
export function memory<V>(most: number): (key: string, work: () => V) => V {
  const held = new Map<string, V>();
  return (key, work) => {
    if (held.has(key)) return held.get(key) as V;
    if (held.size >= most) held.clear();
    const value = work();
    held.set(key, value);
    return value;
  };
}
