/** `@larder/kitchen/catalog`: the ingredient catalog, looked up by id or by what the cook typed. */
export {
  allIngredients,
  type Correction,
  correctIngredient,
  findIngredient,
  getIngredient,
  gramsFor,
  searchIngredients,
  suggestIngredient,
} from '../catalog.ts';
export { AISLES, type Aisle, type Ingredient } from '../catalog-types.ts';
