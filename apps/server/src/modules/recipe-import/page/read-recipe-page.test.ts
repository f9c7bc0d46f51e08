import { describe, expect, it } from 'vitest';
import { readRecipePage } from './read-recipe-page.ts';

const jsonLd = (recipe: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script>`;
const microdata = `<div itemscope itemtype="http://schema.org/Recipe"><h2 itemprop="name">From microdata</h2>
  <span itemprop="recipeIngredient">1 microdata egg</span></div>`;
const layout = `<h1>From the layout</h1><h2>Ingredients</h2><ul><li>1 layout egg</li></ul><h2>Method</h2><ol><li>Fry.</li></ol>`;

describe('readRecipePage', () => {
  it('prefers JSON-LD, then microdata, then the layout', () => {
    const fromJson = jsonLd({ name: 'From JSON-LD', recipeIngredient: ['1 json egg'] });
    expect(readRecipePage(`${fromJson}${microdata}${layout}`)).toMatchObject({
      title: 'From JSON-LD',
      found: 'json-ld',
    });
    expect(readRecipePage(`${microdata}${layout}`)).toMatchObject({
      title: 'From microdata',
      found: 'microdata',
    });
    expect(readRecipePage(layout)).toMatchObject({ title: 'From the layout', found: 'page' });
  });

  it('reads the layout when the JSON-LD Recipe lists no ingredients, keeping what the JSON-LD knows', () => {
    const html = `${jsonLd({ name: 'Soup', recipeIngredient: [], recipeYield: '6', totalTime: 'PT45M' })}${layout}`;
    expect(readRecipePage(html)).toMatchObject({
      ingredients: ['1 layout egg'],
      servings: 6,
      totalMinutes: 45,
      found: 'page',
    });
  });

  it('gives null for pages without a recipe', () => {
    expect(readRecipePage('')).toBeNull();
    expect(
      readRecipePage('<html><body><h1>Page not found</h1><p>Try a search.</p></body></html>'),
    ).toBeNull();
    expect(readRecipePage(jsonLd({ name: 'No ingredients' }))).toBeNull();
    expect(
      readRecipePage('<script type="application/ld+json">{"@type":"BlogPosting","headline":"News"}</script>'),
    ).toBeNull();
    expect(readRecipePage('not html at all { "@type": "Recipe" }')).toBeNull();
  });

  it('does not count a line that only repeats the recipe’s name as a step', () => {
    const html = jsonLd({
      name: 'Vegan Doughnuts',
      recipeIngredient: ['500 g flour'],
      recipeInstructions: 'vegan  doughnuts\n\nWarm the milk.\nFry the dough.',
    });
    expect(readRecipePage(html)?.steps).toEqual(['Warm the milk.', 'Fry the dough.']);
  });

  it('takes the source URL from the argument, else the canonical link, else og:url', () => {
    const recipe = jsonLd({ name: 'A', recipeIngredient: ['1 egg'], image: 'img/a.jpg' });
    const head =
      '<link rel="canonical" href="https://a.test/recipes/a"><meta property="og:url" content="https://b.test/a">';
    expect(readRecipePage(`${head}${recipe}`, 'https://c.test/x?utm=1')).toMatchObject({
      sourceUrl: 'https://c.test/x?utm=1',
      image: 'https://c.test/img/a.jpg',
    });
    expect(readRecipePage(`${head}${recipe}`)).toMatchObject({
      sourceUrl: 'https://a.test/recipes/a',
      image: 'https://a.test/recipes/img/a.jpg',
    });
    expect(readRecipePage(`<meta property="og:url" content="https://b.test/a">${recipe}`)?.sourceUrl).toBe(
      'https://b.test/a',
    );
    expect(readRecipePage(`<base href="/static/">${recipe}`, 'https://c.test/r/a')?.image).toBe(
      'https://c.test/static/img/a.jpg',
    );
    expect(readRecipePage(recipe)).not.toHaveProperty('sourceUrl');
    expect(readRecipePage(recipe)).not.toHaveProperty('image');
  });

  it('never runs the page’s scripts', () => {
    const probe = globalThis as { __recipePageProbe?: boolean };
    const html = `<html><head>
      <script>globalThis.__recipePageProbe = true;</script>
      <script type="module">globalThis.__recipePageProbe = true;</script>
      <script type="application/ld+json">{"@type":"Recipe","name":"Safe","recipeIngredient":["1 egg"],
        "recipeInstructions":"<img src=x onerror=\\"globalThis.__recipePageProbe=true\\"><script>globalThis.__recipePageProbe=true<\\/script>Fry."}</script>
      </head><body onload="globalThis.__recipePageProbe = true"><img src="x" onerror="globalThis.__recipePageProbe = true">
      <iframe srcdoc="<script>parent.__recipePageProbe = true</script>"></iframe></body></html>`;
    const read = readRecipePage(html);
    expect(probe.__recipePageProbe).toBeUndefined();
    expect(read).toMatchObject({ title: 'Safe', ingredients: ['1 egg'], steps: ['Fry.'] });
  });

  it('returns for a 5 MB page full of noise', () => {
    const noise =
      '<div class="ad"><p>Lorem ipsum &amp; dolor <b>sit</b> amet,   consectetur</p><span>x</span></div>';
    const html = `<html><head>${jsonLd({ name: 'Big', recipeIngredient: ['1 egg'] })}</head><body>${noise.repeat(
      Math.ceil(5_000_000 / noise.length),
    )}</body></html>`;
    expect(html.length).toBeGreaterThan(5_000_000);
    expect(readRecipePage(html)?.title).toBe('Big');
  });

  it('returns for JSON-LD with a huge number of lines, items and nesting', () => {
    const manyLines = Array.from({ length: 300_000 }, (_, i) => `Stir ${i} times.`).join('\n');
    const deepYield = `${'['.repeat(50_000)}"4"${']'.repeat(50_000)}`;
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Long","recipeYield":${deepYield},
      "recipeIngredient":[${JSON.stringify(manyLines)}],"recipeInstructions":${JSON.stringify(manyLines)}}</script>`;
    const read = readRecipePage(html);
    expect(read?.ingredients).toHaveLength(300_000);
    expect(read?.steps).toHaveLength(300_000);
  });

  it('returns for pages nested deeper than any real page', () => {
    const deep = `${'<div>'.repeat(30_000)}${layout}${'</div>'.repeat(30_000)}`;
    expect(readRecipePage(deep)?.title).toBe('From the layout');
    const unclosed = `${layout}${'<div><p>a<b><i>'.repeat(20_000)}`;
    expect(readRecipePage(unclosed)?.ingredients).toEqual(['1 layout egg']);
  });
});
