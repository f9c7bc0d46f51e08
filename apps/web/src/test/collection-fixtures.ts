import type { CollectionAnswer, CollectionDto, CollectionRecipe } from '@larder/domain/api/collections';
import { SALAD } from '@larder/domain/recipe-fixtures';

/** Collections and their recipes as the server answers them, for the collections tests. */

export const SAVED_ID = '00000000-0000-4000-8000-000000000001';
export const SOUPS_ID = '00000000-0000-4000-8000-000000000002';
export const QUICK_ID = '00000000-0000-4000-8000-000000000003';

export function collection(id: string, name: string, more: Partial<CollectionDto> = {}): CollectionDto {
  return {
    id,
    name,
    description: '',
    isDefault: false,
    count: 0,
    cover: null,
    coverChosen: false,
    shareId: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...more,
  };
}

export function recipe(id: string, title: string, more: Partial<CollectionRecipe> = {}): CollectionRecipe {
  return {
    ...SALAD,
    id,
    title,
    mealTypes: ['dinner'],
    diets: ['vegetarian'],
    collectionIds: [],
    ...more,
  };
}

/** A collection holding `recipes`, in that order, its first recipe the cover. */
export function opened(base: CollectionDto, recipes: CollectionRecipe[]): CollectionAnswer {
  const first = recipes[0];
  return {
    collection: {
      ...base,
      count: recipes.length,
      cover: first ? { recipeId: first.id, title: first.title } : null,
    },
    recipes: recipes.map((r) => ({ ...r, collectionIds: [...new Set([...r.collectionIds, base.id])] })),
  };
}

export const SAVED = collection(SAVED_ID, 'Saved', { isDefault: true });
export const SOUPS = collection(SOUPS_ID, 'Soups', { description: 'Warm bowls' });
export const QUICK = collection(QUICK_ID, 'Quick', {});
export const LENTIL = recipe('lentil-soup', 'Lentil soup');
export const TOMATO_SOUP = recipe('tomato-soup', 'Tomato soup');
export const PEA_SOUP = recipe('pea-soup', 'Pea soup');
