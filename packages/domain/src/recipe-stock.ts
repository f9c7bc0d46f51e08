/** A pantry that has at least this share of what a line needs covers it; nobody buys more for 5 %. */
export const ENOUGH_SHARE = 0.9;

/** What the cook sees beside an ingredient line: have it, have some and need more, or missing. */
export type LineStatus =
  | Readonly<{ status: 'have' }>
  | Readonly<{ status: 'more'; more: number }>
  | Readonly<{ status: 'missing' }>;

/**
 * Whether the pantry covers `quantity` of a line it holds `held` of (in the line's unit; null: an amount
 * nobody gave, counted as enough). The same rule as the kitchen's: the server answers `held` with the
 * recipe, and the screen compares it again when the cook changes the servings.
 */
export function lineStatus(
  line: Readonly<{ quantity: number; held?: number | null | undefined; inPantry: boolean }>,
): LineStatus {
  if (line.held === undefined) return line.inPantry ? { status: 'have' } : { status: 'missing' };
  if (line.held === null || line.held >= line.quantity * ENOUGH_SHARE) return { status: 'have' };
  if (line.held <= 0) return { status: 'missing' };
  return { status: 'more', more: line.quantity - line.held };
}
