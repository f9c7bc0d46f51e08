import { describe, expect, it } from 'vitest';
import { parseLenient } from './json-ld.ts';
import { readRecipePage } from './read-recipe-page.ts';

const page = (...blocks: string[]) =>
  `<html><head>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('\n')}</head><body><h1>Page</h1></body></html>`;
const recipe = (extra: Record<string, unknown> = {}) => ({
  '@type': 'Recipe',
  name: 'Lentil Soup',
  recipeIngredient: ['1 cup lentils', '4 cups water'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer.' }],
  ...extra,
});

describe('JSON-LD', () => {
  it('finds the Recipe in a Yoast @graph and follows @id references', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', '@id': 'https://x.test/soup/', name: 'Soup' },
        { '@type': 'Person', '@id': 'https://x.test/#/person/1', name: 'Maria Lopez' },
        { '@type': 'ImageObject', '@id': 'https://x.test/#primaryimage', url: 'https://x.test/soup.jpg' },
        recipe({
          author: { '@id': 'https://x.test/#/person/1' },
          image: { '@id': 'https://x.test/#primaryimage' },
        }),
      ],
    };
    const read = readRecipePage(page(JSON.stringify(graph)));
    expect(read).toMatchObject({
      title: 'Lentil Soup',
      found: 'json-ld',
      author: 'Maria Lopez',
      image: 'https://x.test/soup.jpg',
    });
    expect(read?.ingredients).toEqual(['1 cup lentils', '4 cups water']);
  });

  it('reads top-level arrays, @type arrays and full type URLs', () => {
    const array = [
      { '@type': 'BreadcrumbList', itemListElement: [] },
      recipe({ '@type': ['Recipe', 'NewsArticle'] }),
    ];
    expect(readRecipePage(page(JSON.stringify(array)))?.title).toBe('Lentil Soup');
    expect(readRecipePage(page(JSON.stringify(recipe({ '@type': 'http://schema.org/Recipe' }))))?.title).toBe(
      'Lentil Soup',
    );
  });

  it('finds a Recipe nested as mainEntity', () => {
    const webPage = { '@context': 'https://schema.org', '@type': 'WebPage', mainEntity: recipe() };
    expect(readRecipePage(page(JSON.stringify(webPage)))?.steps).toEqual(['Simmer.']);
  });

  it('reads every block: breadcrumbs and video first, the recipe last', () => {
    const read = readRecipePage(
      page(
        JSON.stringify({ '@type': 'BreadcrumbList', itemListElement: [] }),
        JSON.stringify({ '@type': 'VideoObject', name: 'How to make soup' }),
        JSON.stringify(recipe()),
      ),
    );
    expect(read?.title).toBe('Lentil Soup');
  });

  it('skips a block that is not JSON and reads the others', () => {
    const read = readRecipePage(
      page('{"@type": "WebSite", "name": "A "quoted" site"}', JSON.stringify(recipe())),
    );
    expect(read?.title).toBe('Lentil Soup');
  });

  it('retries once without raw control characters, trailing commas and comment wrappers', () => {
    expect(parseLenient('{"a": "line one\nline two", "b": [1, 2,],}')).toEqual({
      a: 'line one line two',
      b: [1, 2],
    });
    expect(parseLenient('<!--\n{"a": 1}\n-->')).toEqual({ a: 1 });
    expect(parseLenient('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual({ a: 1 });
    expect(parseLenient('{nope')).toBeUndefined();
  });

  it('knows the types of the page’s own top-level things, not of things nested in them', () => {
    const article = {
      '@graph': [
        { '@type': 'Article', mentions: { '@type': 'Product', name: 'Skillet' } },
        { '@type': 'WebPage' },
      ],
    };
    const layout =
      '<h1>Hash</h1><h2>Ingredients</h2><ul><li>2 potatoes</li></ul><h2>Method</h2><ol><li>Fry.</li></ol>';
    expect(readRecipePage(`${page(JSON.stringify(article))}${layout}`)?.title).toBe('Hash');
    const product = { '@type': 'Product', name: 'Rub' };
    expect(readRecipePage(`${page(JSON.stringify(product))}${layout}`)).toBeNull();
  });

  it('decodes entities in JSON strings, also when encoded twice', () => {
    const read = readRecipePage(
      page(
        JSON.stringify(
          recipe({
            name: 'Mom&amp;#8217;s Mac &amp;amp; Cheese',
            recipeIngredient: ['1 &frac12; cups milk'],
          }),
        ),
      ),
    );
    expect(read?.title).toBe('Mom’s Mac & Cheese');
    expect(read?.ingredients).toEqual(['1 ½ cups milk']);
  });

  it('reads yield, times, image and author in their many shapes', () => {
    const read = readRecipePage(
      page(
        JSON.stringify(
          recipe({
            recipeYield: ['4', '4 servings'],
            prepTime: 'PT10M',
            cookTime: 'PT1H',
            image: [{ '@type': 'ImageObject', url: '/img/soup.jpg' }],
            author: [{ '@type': 'Person', name: 'Ana' }, 'Ben'],
          }),
        ),
      ),
      'https://soup.test/recipes/lentil',
    );
    expect(read).toMatchObject({
      servings: 4,
      totalMinutes: 70,
      image: 'https://soup.test/img/soup.jpg',
      author: 'Ana, Ben',
    });
  });
});
