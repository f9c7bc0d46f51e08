import { describe, expect, it } from 'vitest';
import { SALAD } from './recipe-fixtures.ts';
import { jsonLdText, recipeJsonLd } from './recipe-json-ld.ts';

describe('schema.org Recipe', () => {
  it('describes the recipe', () => {
    const data = recipeJsonLd(SALAD, 'https://larder.test/recipe?id=salad-1');
    expect(data).toMatchObject({
      '@type': 'Recipe',
      name: 'Feta, cucumber and tomato salad',
      totalTime: 'PT10M',
      recipeYield: '2 servings',
      recipeIngredient: ['240 g feta', '1 tomato', '80 g rocket'],
      nutrition: { calories: '410 kcal' },
    });
    expect((data.recipeInstructions as unknown[]).length).toBe(2);
  });

  it("keeps the source's own lines of an imported recipe, and cannot be closed from inside", () => {
    const imported = {
      ...SALAD,
      source: 'imported' as const,
      author: 'Ana',
      ingredients: SALAD.ingredients.map((line) => ({ ...line, text: `About ${line.name}` })),
    };
    expect(recipeJsonLd(imported, 'https://larder.test/r/salad-1')).toMatchObject({
      recipeIngredient: ['About feta', 'About tomato', 'About rocket'],
      author: { name: 'Ana' },
    });
    expect(jsonLdText({ name: 'Tomatoes </script>' })).not.toContain('</script>');
  });
});
