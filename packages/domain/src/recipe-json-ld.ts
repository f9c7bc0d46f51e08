import { lineAmountAndName } from '@larder/kitchen/words';
import type { RecipeDto } from './api/recipes.ts';

/** schema.org/Recipe for the page, so search engines and recipe savers can read it. */
export function recipeJsonLd(recipe: RecipeDto, url: string): Record<string, unknown> {
  const n = recipe.nutritionPerServing;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    url,
    recipeCuisine: recipe.cuisine,
    totalTime: `PT${recipe.minutes}M`,
    recipeYield: `${recipe.servings} servings`,
    ...(recipe.image ? { image: recipe.image } : {}),
    ...(recipe.author ? { author: { '@type': 'Person', name: recipe.author } } : {}),
    ...(recipe.sourceUrl ? { isBasedOn: recipe.sourceUrl } : {}),
    recipeIngredient: recipe.ingredients.map(
      (line) => line.text ?? lineAmountAndName(line.name, line.quantity, line.unit, line.pieceName),
    ),
    recipeInstructions: recipe.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text: step.text,
    })),
    nutrition: {
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: `${Math.round(n.kcal)} kcal`,
      proteinContent: `${n.proteinG} g`,
      fatContent: `${n.fatG} g`,
      carbohydrateContent: `${n.carbsG} g`,
      fiberContent: `${n.fiberG} g`,
      sugarContent: `${n.sugarG} g`,
      sodiumContent: `${n.sodiumMg} mg`,
    },
  };
}

/** The JSON-LD as the text of a `<script type="application/ld+json">`: `<` escaped so nothing inside can close it. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
