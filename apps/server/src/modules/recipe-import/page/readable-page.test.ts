import { describe, expect, it } from 'vitest';
import { readRecipePage } from './read-recipe-page.ts';

describe('readable page fallback', () => {
  it('reads the h1, the list under "Ingredients" and the list under "Instructions"', () => {
    const html = `<html><head><title>Tomato Soup | My Blog</title></head><body>
      <header><h1 class="logo">My Blog</h1><nav><ul><li>Home</li></ul></nav></header>
      <article><h1>Tomato Soup</h1><p>Serves 4</p><p>Total time: 45 minutes</p><p>Story…</p>
      <h2>Ingredients</h2><h3>Soup</h3><ul><li>4 tomatoes</li><li>1 onion</li></ul><h3>To serve</h3><ul><li>basil</li></ul>
      <h2>Instructions</h2><ol><li>Chop.</li><li>Simmer 30 minutes.</li></ol>
      <h2>More recipes</h2><ul><li>Pea soup</li></ul></article>
      <footer><h4>Follow</h4><ul><li>Instagram</li></ul></footer></body></html>`;
    expect(readRecipePage(html)).toEqual({
      title: 'Tomato Soup',
      ingredients: ['4 tomatoes', '1 onion', 'basil'],
      steps: ['Chop.', 'Simmer 30 minutes.'],
      servings: 4,
      totalMinutes: 45,
      found: 'page',
    });
  });

  it('reads bold pseudo-headings with <br> lines, as classic WordPress and Blogger posts write them', () => {
    const html = `<html><head><meta property="og:title" content="Gravy"></head><body><div class="post-body">
      Intro text.<br><b>Ingredients:</b><br>1 lb sausage<br>1/3 cup flour<br><br>
      <b>Directions:</b><br>1. Brown the sausage.<br>2. Stir in the flour.<br></div></body></html>`;
    expect(readRecipePage(html)).toMatchObject({
      title: 'Gravy',
      ingredients: ['1 lb sausage', '1/3 cup flour'],
      steps: ['Brown the sausage.', 'Stir in the flour.'],
    });
  });

  it('reads ingredient tables and headings in other languages', () => {
    const html = `<h1>Gulasch</h1><div>Zutaten</div><table><tr><td>1 kg</td><td>Rindfleisch</td></tr><tr><td></td><td>Salz</td></tr></table>
      <h2>Zubereitung</h2><p>Anbraten.</p><p>Schmoren.</p>`;
    expect(readRecipePage(html)).toMatchObject({
      title: 'Gulasch',
      ingredients: ['1 kg Rindfleisch', 'Salz'],
      steps: ['Anbraten.', 'Schmoren.'],
    });
  });

  it('takes the title from <title> without the site name when there is no h1', () => {
    const html = `<title>Pancakes – Sunny Kitchen</title><h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><ol><li>Fry.</li></ol>`;
    expect(readRecipePage(html)?.title).toBe('Pancakes');
  });

  it('needs both an ingredients section and a steps section', () => {
    expect(
      readRecipePage('<h1>Staples</h1><h2>Ingredients I always keep</h2><ul><li>Rice</li></ul>'),
    ).toBeNull();
    expect(readRecipePage('<h1>Onions</h1><h2>Steps</h2><ol><li>Halve.</li></ol>')).toBeNull();
  });

  it('does not read the layout of a page whose JSON-LD says it is a product or a how-to', () => {
    const html = `<script type="application/ld+json">{"@type":"Product","name":"BBQ Rub"}</script>
      <h1>BBQ Rub</h1><h2>Ingredients</h2><ul><li>Paprika</li></ul><h2>Directions</h2><ol><li>Rub on meat.</li></ol>`;
    expect(readRecipePage(html)).toBeNull();
  });
});
