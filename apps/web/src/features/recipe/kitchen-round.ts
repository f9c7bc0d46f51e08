/**
 * The kitchen's rounding, a chunk of its own that use-round.ts loads when the cook changes the number of
 * servings. Importing the kitchen's entry points here (rather than in a dynamic import of them) keeps the
 * chunk to these two.
 */
export { roundQuantity } from '@larder/kitchen/recipes';
export { isPantryUnit } from '@larder/kitchen/units';
