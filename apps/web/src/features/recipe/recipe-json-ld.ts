import type { RecipeDto } from '../../lib/recipe-types.ts';
import { lineAmountAndName } from './line-name.ts';

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
    recipeIngredient: recipe.ingredients.map((line) =>
      lineAmountAndName(line.name, line.quantity, line.unit, line.pieceName),
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

/**
 * Puts the JSON-LD in the head as `<script type="application/ld+json">`, made with DOM calls. It is
 * data, not code: the browser never runs it, so the CSP's `script-src 'self'` does not apply.
 */
export function addJsonLd(data: Record<string, unknown>): () => void {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  // `<` escaped so no text inside can close the element.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.append(script);
  return () => script.remove();
}
