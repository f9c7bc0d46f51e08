/** `@larder/kitchen/imported`: reading the ingredient lines of a recipe imported from a web page. */
export { type ImportedLine, readIngredientLine } from '../imported/read-ingredient-line.ts';
