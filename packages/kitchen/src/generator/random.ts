/** A tiny seeded random source, so the same inputs and seed always give the same dishes. */
export type Random = () => number;

/** FNV-1a: a 32-bit hash of text (from another starting basis for an independent second hash). */
export function hashText(text: string, basis = 0x811c9dc5): number {
  let hash = basis;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashText(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 64-bit fingerprint of text in base 36, for stable ids that will not collide in practice. */
export function fingerprint(text: string): string {
  return `${hashText(text).toString(36)}${hashText(text, 0x2f8e1a9d).toString(36)}`;
}
