import { africaAsiaHomeMeals } from './library/africa-asia-home.ts';
import { americanCaribbeanMeals } from './library/american-caribbean.ts';
import { americasAfricaHomeMeals } from './library/americas-africa-home.ts';
import { americasHomeMeals } from './library/americas-home.ts';
import { asianHomeMeals } from './library/asian-home.ts';
import { americanBreakfasts } from './library/breakfast-american.ts';
import { britishBreakfasts } from './library/breakfast-british.ts';
import { worldBreakfasts } from './library/breakfast-world.ts';
import { britishMeals } from './library/british.ts';
import { chineseMeals } from './library/chinese.ts';
import { classicMeals } from './library/classics.ts';
import { europeHomeMeals } from './library/europe-home.ts';
import { europeMoreMeals } from './library/europe-more.ts';
import { fishGapMeals } from './library/fish-gaps.ts';
import { fishMoreMeals } from './library/fish-more.ts';
import { fishVegMeals } from './library/fish-veg.ts';
import { frenchMeals } from './library/french.ts';
import { greekMeals } from './library/greek.ts';
import { heartyMeals } from './library/hearty.ts';
import { homeMainMeals } from './library/home-mains.ts';
import { homeSignatureMeals } from './library/home-signatures.ts';
import { homeStapleMeals } from './library/home-staples.ts';
import { indianMeals } from './library/indian.ts';
import { italianMeals } from './library/italian.ts';
import { japaneseKoreanMeals } from './library/japanese-korean.ts';
import { leftoverMeals } from './library/leftovers.ts';
import { meatGapMeals } from './library/meat-gaps.ts';
import { meatMoreMeals } from './library/meat-more.ts';
import { mediterraneanHomeMeals } from './library/mediterranean-home.ts';
import { mexicanMeals } from './library/mexican.ts';
import { middleEasternMeals } from './library/middle-eastern.ts';
import { moreHomeMeals } from './library/more-home.ts';
import { northAfricanMeals } from './library/north-african.ts';
import { pantryClassicMeals } from './library/pantry-classics.ts';
import { snacks } from './library/snacks.ts';
import { worldSnacks } from './library/snacks-world.ts';
import { southEastAsianMeals } from './library/south-east-asian.ts';
import { spanishMeals } from './library/spanish.ts';
import { spiceHomeMeals } from './library/spice-home.ts';
import { vegGapMeals } from './library/veg-gaps.ts';
import { weeknightMeals } from './library/weeknight.ts';
import { weeknightMoreMeals } from './library/weeknight-more.ts';
import { worldClassicMeals } from './library/world-classics.ts';
import { worldGapMeals } from './library/world-gaps.ts';
import { worldMoreMeals } from './library/world-more.ts';
import type { MealType, Recipe } from './recipe.ts';
import { recipeFromRow } from './recipe-row.ts';

/** Every built-in recipe, written for Larder: the one place the library files are gathered. */
export const RECIPE_LIBRARY: readonly Recipe[] = [
  ...britishBreakfasts,
  ...americanBreakfasts,
  ...worldBreakfasts,
  ...snacks,
  ...worldSnacks,
  ...britishMeals,
  ...heartyMeals,
  ...italianMeals,
  ...frenchMeals,
  ...spanishMeals,
  ...greekMeals,
  ...middleEasternMeals,
  ...northAfricanMeals,
  ...indianMeals,
  ...southEastAsianMeals,
  ...chineseMeals,
  ...japaneseKoreanMeals,
  ...mexicanMeals,
  ...americanCaribbeanMeals,
  ...leftoverMeals,
  ...fishVegMeals,
  ...classicMeals,
  ...weeknightMeals,
  ...weeknightMoreMeals,
  ...meatMoreMeals,
  ...fishMoreMeals,
  ...pantryClassicMeals,
  ...mediterraneanHomeMeals,
  ...spiceHomeMeals,
  ...asianHomeMeals,
  ...americasAfricaHomeMeals,
  ...meatGapMeals,
  ...fishGapMeals,
  ...vegGapMeals,
  ...worldGapMeals,
  ...worldClassicMeals,
  ...homeStapleMeals,
  ...europeHomeMeals,
  ...americasHomeMeals,
  ...africaAsiaHomeMeals,
  ...homeSignatureMeals,
  ...homeMainMeals,
  ...europeMoreMeals,
  ...worldMoreMeals,
  ...moreHomeMeals,
].map(recipeFromRow);

let byId: ReadonlyMap<string, Recipe> | undefined;

/** The library recipe with this id, or null. */
export function recipeById(id: string): Recipe | null {
  byId ??= new Map(RECIPE_LIBRARY.map((recipe) => [recipe.id, recipe]));
  return byId.get(id) ?? null;
}

/** Library recipes that suit a meal, in library order. */
export function recipesFor(mealType: MealType): readonly Recipe[] {
  return RECIPE_LIBRARY.filter((recipe) => recipe.mealTypes.includes(mealType));
}
