/** `@larder/kitchen/diet`: diets and allergens, and whether an ingredient or recipe suits a cook's profile. */
export {
  ALLERGENS,
  type Allergen,
  DIETS,
  type Diet,
  type DietProfile,
  isAllowed,
  NO_RESTRICTIONS,
  profileCheck,
} from '../diet-profile.ts';
export { labelForProfile, unsafeLines } from '../may-contain.ts';
