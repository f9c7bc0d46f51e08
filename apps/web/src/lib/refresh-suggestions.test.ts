import { SALAD } from '@larder/domain/recipe-fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { readSuggestions, SUGGESTIONS_REFRESHED, writeSuggestions } from './kept-suggestions.ts';
import type { GenerateAnswer, RecipeDto } from './recipe-types.ts';
import { refreshSuggestions } from './refresh-suggestions.ts';

afterEach(() => sessionStorage.clear());

const cooked: RecipeDto = { ...SALAD, id: 'cooked', title: 'Chicken and cabbage fried rice' };
const other: RecipeDto = { ...SALAD, id: 'other' };
const answer: GenerateAnswer = { source: 'library+generator', remainingToday: 4, recipes: [cooked, other] };

const titles = (kept: GenerateAnswer | null) => kept?.recipes.map((recipe) => recipe.title);

describe('the suggestions kept after cooking', () => {
  it('lose the recipe just cooked before the others are asked for again', async () => {
    writeSuggestions(answer);
    const said: GenerateAnswer[] = [];
    const hear = (event: Event) => said.push((event as CustomEvent<GenerateAnswer>).detail);
    window.addEventListener(SUGGESTIONS_REFRESHED, hear);
    let answerOther: (recipe: RecipeDto) => void = () => {};
    const asked = new Promise<RecipeDto>((resolve) => {
      answerOther = resolve;
    });

    const refreshing = refreshSuggestions('cooked', () => asked, new Set());
    // While the other recipe is still being asked for, a Today opened now already goes without it.
    expect(titles(readSuggestions())).toEqual([other.title]);
    expect(said.map(titles)).toEqual([[other.title]]);

    answerOther({ ...other, title: 'Feta salad, asked again' });
    await refreshing;
    window.removeEventListener(SUGGESTIONS_REFRESHED, hear);
    expect(titles(readSuggestions())).toEqual(['Feta salad, asked again']);
    expect(said.map(titles)).toEqual([[other.title], ['Feta salad, asked again']]);
  });

  it('keep a recipe as it was when asking for it again fails, while the pantry still has what it used', async () => {
    writeSuggestions(answer);
    await refreshSuggestions('cooked', () => Promise.reject(new Error('offline')), new Set(other.usesPantry));
    expect(titles(readSuggestions())).toEqual([other.title]);
  });

  it('drop a recipe that now misses a food it had, and keep the others in their places', async () => {
    const third: RecipeDto = { ...SALAD, id: 'third', title: 'Third salad' };
    writeSuggestions({ ...answer, recipes: [cooked, other, third] });
    const had = other.ingredients.find((line) => line.inPantry && !line.optional);
    expect(had).toBeDefined();
    const usedUp = (recipe: RecipeDto): RecipeDto => ({
      ...recipe,
      ingredients: recipe.ingredients.map((line) => (line === had ? { ...line, inPantry: false } : line)),
    });
    await refreshSuggestions('cooked', async (id) => (id === 'other' ? usedUp(other) : third), new Set());
    expect(titles(readSuggestions())).toEqual([third.title]);
  });

  it('offline, drop a recipe whose pantry items were used up', async () => {
    writeSuggestions(answer);
    await refreshSuggestions('cooked', () => Promise.reject(new Error('offline')), new Set());
    expect(other.usesPantry.length).toBeGreaterThan(0);
    expect(titles(readSuggestions())).toEqual([]);
  });
});
