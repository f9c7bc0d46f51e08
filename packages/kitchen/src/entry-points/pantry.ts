/** `@larder/kitchen/pantry`: what the cook has, where it is kept, when it goes off, and reading it from text. */
export { STORAGE_PLACES, type StoragePlace } from '../catalog-types.ts';
export {
  daysUntil,
  type ExpiryBadge,
  estimateExpiry,
  expiryBadge,
  type NewItemPlacing,
  type PantryItem,
  placeNewItem,
  sortExpiringFirst,
} from '../pantry.ts';
export { ASSUMED_AVAILABLE, indexPantry, type PantryIndex } from '../pantry-cover.ts';
export { type DateContext, type DatesInWords, dayFirstFor, readDateWords } from '../pantry-dates.ts';
export { drawNeed, type Need as DrawNeed, type Remaining } from '../pantry-draw.ts';
export {
  type Amount,
  addAmounts,
  type BatchOf,
  foodKey,
  type MergedLine,
  mergeIntoPantry,
  type PantryMerge,
  sameBatch,
} from '../pantry-merge.ts';
export { NUMBER_WORDS, readAmount, readUnit } from '../pantry-quantity.ts';
export { type ParsedPantryItem, type ParseOptions, parsePantryText } from '../parse-pantry-text.ts';
