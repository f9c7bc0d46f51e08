import { jsonLdText, recipeJsonLd } from '@larder/domain/recipe-json-ld';
import type { Db } from '../../db/database.ts';
import type { PageHead } from '../../http/web-app.ts';
import { previewCollection } from '../collections/preview.ts';
import { EMPTY_PANTRY, storedRecipeDto } from '../recipes/recipe-dto.ts';
import { publicRecipe } from './service.ts';

const RECIPE_PAGE = /^\/r\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
const COLLECTION_PAGE =
  /^\/collection-preview\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

function short(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * What a link to a public page unfurls as in chat apps and reads as to search engines (Open Graph, and
 * schema.org/Recipe JSON-LD for a recipe), put in the page's head by the server: crawlers run no script.
 * Null for every other page, and for a recipe or collection that is not public.
 */
export function publicPageHead(db: Db, publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  const icon = `${origin}/icons/icon-512.png`;
  return async (path: string): Promise<PageHead | null> => {
    const recipeId = RECIPE_PAGE.exec(path)?.[1];
    if (recipeId) {
      const recipe = await publicRecipe(db, recipeId);
      if (!recipe) return null;
      const dto = storedRecipeDto(recipe, EMPTY_PANTRY);
      const url = `${origin}/r/${dto.id}`;
      return {
        title: `${dto.title} · Larder`,
        description: short(
          dto.description ||
            `${dto.minutes} min · ${dto.servings} servings · ${Math.round(dto.nutritionPerServing.kcal)} kcal a serving`,
        ),
        url,
        image: dto.image ?? icon,
        type: 'article',
        jsonLd: jsonLdText(recipeJsonLd(dto, url)),
      };
    }
    const shareId = COLLECTION_PAGE.exec(path)?.[1];
    if (shareId) {
      const preview = await previewCollection(db, shareId, null).catch(() => null);
      if (!preview) return null;
      const { collection, recipes } = preview;
      const titles = recipes.slice(0, 5).map((recipe) => recipe.title);
      return {
        title: `${collection.name} · a Larder collection`,
        description: short(
          collection.description ||
            `${collection.count} ${collection.count === 1 ? 'recipe' : 'recipes'}: ${titles.join(', ')}`,
        ),
        url: `${origin}/collection-preview/${shareId}`,
        image: icon,
        type: 'website',
      };
    }
    return null;
  };
}
