/** `@larder/kitchen/units`: the units a pantry amount can be in. */
export { isPantryUnit, PANTRY_UNITS, type PantryUnit } from '../pantry-units.ts';
