import type { Vessel } from '@larder/kitchen/pictures';

/** Where one food sits in a 100 by 100 picture: its centre, size and a slight turn. */
export type Placement = Readonly<{ x: number; y: number; size: number; turn: number }>;

type Spot = readonly [x: number, y: number, size: number];

/** Spots for 1, 2, 3 and 4 foods in or on each vessel, the main food first and largest. */
const SPOTS: Readonly<Record<Vessel, readonly (readonly Spot[])[]>> = {
  plate: [
    [[50, 55, 40]],
    [
      [38, 56, 34],
      [64, 54, 30],
    ],
    [
      [36, 60, 32],
      [64, 60, 28],
      [50, 42, 26],
    ],
    [
      [34, 61, 30],
      [66, 61, 27],
      [40, 42, 25],
      [62, 41, 24],
    ],
  ],
  bowl: [
    [[50, 40, 38]],
    [
      [38, 42, 32],
      [62, 40, 30],
    ],
    [
      [32, 44, 28],
      [66, 44, 27],
      [50, 34, 28],
    ],
    [
      [27, 46, 25],
      [73, 46, 24],
      [40, 34, 26],
      [60, 33, 25],
    ],
  ],
  pan: [
    [[44, 56, 36]],
    [
      [32, 57, 30],
      [56, 55, 28],
    ],
    [
      [30, 62, 26],
      [56, 62, 25],
      [44, 44, 26],
    ],
    [
      [28, 62, 24],
      [54, 64, 23],
      [32, 45, 23],
      [56, 45, 23],
    ],
  ],
  tray: [
    [[50, 55, 38]],
    [
      [34, 56, 32],
      [66, 55, 30],
    ],
    [
      [27, 57, 28],
      [50, 52, 28],
      [73, 57, 27],
    ],
    [
      [30, 46, 26],
      [70, 46, 25],
      [34, 66, 25],
      [66, 66, 24],
    ],
  ],
  glass: [
    [[62, 20, 26]],
    [
      [62, 20, 26],
      [82, 78, 24],
    ],
    [
      [62, 20, 26],
      [82, 80, 22],
      [82, 56, 20],
    ],
    [
      [62, 20, 24],
      [82, 82, 20],
      [82, 60, 19],
      [18, 82, 19],
    ],
  ],
};

/** A number from the recipe's id, so each dish is laid out its own way, the same way every time. */
export function seedOf(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash;
}

/** Where each of `count` foods sits, turned a little each its own way for this recipe. */
export function placeFoods(vessel: Vessel, count: number, seed: number): Placement[] {
  const spots = SPOTS[vessel][Math.min(count, 4) - 1] ?? [];
  return spots.map(([x, y, size], index) => ({
    x,
    y,
    size,
    turn: ((seed >>> (index * 5)) % 25) - 12,
  }));
}
