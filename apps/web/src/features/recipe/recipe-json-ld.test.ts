import { afterEach, describe, expect, it } from 'vitest';
import { SALAD } from '../../test/recipe-fixtures.ts';
import { addJsonLd, recipeJsonLd } from './recipe-json-ld.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

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

  it('is placed as data in the head and removed again', () => {
    const remove = addJsonLd({ name: 'Tomatoes </script><b>' });
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ name: 'Tomatoes </script><b>' });
    expect(script?.textContent).not.toContain('</script>');
    remove();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
