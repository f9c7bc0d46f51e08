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

  it('reads a plain page without "Ingredients"/"Method" headings: a recipe heading, a list, then paragraphs', () => {
    const html = `<html><head><title>Bento Side: Honey Lemon Beets | Little Lunchbox</title></head><body>
      <div id="nav"><ul><li>Home</li><li>Bento Basics</li><li>Recipes</li></ul></div>
      <h1>Bento Side: Honey Lemon Beets</h1><p>Beets keep for days, so they suit a packed lunch.</p>
      <h3>Recipe: Honey Lemon Beets</h3>
      <ul><li>2 medium beets</li><li>Juice of half a lemon</li><li>1 tsp. honey</li><li>A pinch of salt</li></ul>
      <p>Boil the beets until tender, about 40 minutes. Peel and slice them.</p>
      <p>Mix the lemon juice, honey and salt, and toss the beets in it.</p>
      <h3>Variation</h3><p>Use orange juice instead of lemon.</p>
      <div id="footer"><p>Filed under: sides</p></div></body></html>`;
    expect(readRecipePage(html)).toEqual({
      title: 'Bento Side: Honey Lemon Beets',
      ingredients: ['2 medium beets', 'Juice of half a lemon', '1 tsp. honey', 'A pinch of salt'],
      steps: [
        'Boil the beets until tender, about 40 minutes. Peel and slice them.',
        'Mix the lemon juice, honey and salt, and toss the beets in it.',
      ],
      found: 'page',
    });
  });

  it('takes the paragraphs after the ingredient list as the steps when no steps heading follows', () => {
    const html = `<h1>Lemonade</h1><h2>Ingredients</h2><ul><li>4 lemons</li><li>1 cup sugar</li></ul>
      <p>Squeeze the lemons.</p><p>Stir in the sugar and 4 cups of cold water.</p><h2>More drinks</h2>`;
    expect(readRecipePage(html)).toMatchObject({
      title: 'Lemonade',
      ingredients: ['4 lemons', '1 cup sugar'],
      steps: ['Squeeze the lemons.', 'Stir in the sugar and 4 cups of cold water.'],
    });
  });

  it('reads no recipe from a list and paragraphs that miss any one sign of a recipe', () => {
    const pages = {
      'items without amounts': `<h1>Easy Dinners</h1><h2>Browse by ingredient</h2>
        <ul><li>Chicken</li><li>Beef</li><li>Tofu, 1 lb packs</li></ul><p>Cook the chicken.</p><p>Serve the beef.</p>`,
      'numbered entries, not amounts': `<h1>Our favourite salads</h1><h2>The list</h2>
        <ul><li>1. Feta salad, 200 g</li><li>2. Corn salad</li><li>3. Panzanella</li></ul>
        <p>Each salad is quick to make.</p><p>All of them keep well for lunch.</p>`,
      'a single line after the list': `<h1>Knife Set</h1><h2>In the box</h2>
        <ul><li>2 chef's knives</li><li>1 sharpener</li><li>1 oz honing oil</li></ul>
        <p>The knives are forged. The oil keeps them sharp.</p>`,
      'paragraphs that never name the items': `<h1>Knife Set</h1><h2>In the box</h2>
        <ul><li>2 chef's knives</li><li>1 sharpener</li><li>1 oz honing oil</li></ul>
        <p>Forged from a single bar of steel.</p><p>Made to last a lifetime.</p>`,
      'counted things without a measure': `<h1>Weekend camping</h1><h2>Sleeping</h2>
        <ul><li>2 sleeping bags</li><li>2 foam pads</li><li>1 tent</li></ul>
        <p>The bags roll up small.</p><p>The tent takes five minutes to pitch.</p>`,
      'a list nothing introduces': `<h1>Our trip</h1><p>We walked for hours, and then we made coffee.</p>
        <ul><li>2 tents</li><li>4 mats</li><li>1 lb of coffee</li></ul>
        <p>The coffee was the best buy.</p><p>We drank it every night.</p>`,
      'an "Ingredients" list with a heading, not steps, after it': `<h1>Pantry staples</h1>
        <h2>Ingredients I always keep</h2><ul><li>Rice</li><li>2 bottles of soy sauce</li></ul>
        <h2>Why</h2><p>The rice keeps for months.</p><p>Soy sauce makes dinner quick.</p>`,
    };
    for (const [name, html] of Object.entries(pages)) expect(readRecipePage(html), name).toBeNull();
  });

  it('does not read the layout of a page whose JSON-LD says it is a product or a how-to', () => {
    const html = `<script type="application/ld+json">{"@type":"Product","name":"BBQ Rub"}</script>
      <h1>BBQ Rub</h1><h2>Ingredients</h2><ul><li>Paprika</li></ul><h2>Directions</h2><ol><li>Rub on meat.</li></ol>`;
    expect(readRecipePage(html)).toBeNull();
  });
});
