import type { RecipeDto } from './recipe-types.ts';
import { readFlag, writeFlag } from './storage.ts';

/** Recipes opened lately stay on the device, so the one being cooked opens without a network. */
const KEEP = 10;

function readAll(): RecipeDto[] {
  try {
    const saved = JSON.parse(readFlag('larder_recent_recipes') ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as RecipeDto[]) : [];
  } catch {
    return [];
  }
}

export function recentRecipe(id: string): RecipeDto | undefined {
  return readAll().find((recipe) => recipe.id === id);
}

export function keepRecentRecipe(recipe: RecipeDto): void {
  const others = readAll().filter((kept) => kept.id !== recipe.id);
  writeFlag('larder_recent_recipes', JSON.stringify([recipe, ...others].slice(0, KEEP)));
}
