import { describe, expect, it } from 'vitest';
import { readRecipePage } from './read-recipe-page.ts';

describe('microdata', () => {
  it('reads a schema.org Recipe: name, ingredients, instructions, yield, times, image, author', () => {
    const html = `<html><body><nav><a href="/">Home</a></nav>
      <div itemscope itemtype="http://schema.org/Recipe">
        <h2 itemprop="name">Grandma&#8217;s Chili</h2>
        <img itemprop="image" src="/img/chili.jpg">
        <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Ruth</span></span>
        <div itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating"><span itemprop="name">not the title</span></div>
        Serves <span itemprop="recipeYield">6-8</span>
        <time itemprop="prepTime" datetime="PT20M">20 min</time> <meta itemprop="cookTime" content="PT1H">
        <ul><li itemprop="recipeIngredient">2 lb ground beef</li><li itemprop="ingredients">1 onion,  chopped</li>
        <li itemprop="recipeIngredient"><meta itemprop="x" content="y">2 cans &amp; beans</li></ul>
        <ol><li itemprop="recipeInstructions">Brown the beef.</li><li itemprop="recipeInstructions">Simmer 1 hour.</li></ol>
      </div></body></html>`;
    expect(readRecipePage(html, 'https://chili.test/r/chili')).toEqual({
      title: 'Grandma’s Chili',
      ingredients: ['2 lb ground beef', '1 onion, chopped', '2 cans & beans'],
      steps: ['Brown the beef.', 'Simmer 1 hour.'],
      servings: 6,
      totalMinutes: 80,
      image: 'https://chili.test/img/chili.jpg',
      author: 'Ruth',
      sourceUrl: 'https://chili.test/r/chili',
      found: 'microdata',
    });
  });

  it('reads instructions as one block of paragraphs, or as nested HowToSection and HowToStep items', () => {
    const block = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">A</h1><span itemprop="recipeIngredient">1 egg</span>
      <div itemprop="recipeInstructions"><p><strong>1.</strong> Whisk.</p><p><strong>2.</strong> Fry.</p></div></div>`;
    expect(readRecipePage(block)?.steps).toEqual(['Whisk.', 'Fry.']);
    const nested = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">B</h1><span itemprop="recipeIngredient">1 egg</span>
      <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection"><h3 itemprop="name">Eggs</h3>
        <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><p itemprop="text">Whisk.</p></div>
        <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><p itemprop="text">Fry.</p></div>
      </div></div>`;
    expect(readRecipePage(nested)?.steps).toEqual(['Whisk.', 'Fry.']);
  });

  it('leaves out an ingredient group heading set inside an ingredient element', () => {
    const html = `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Lamb Chops</h1><p>
      <span itemprop="recipeIngredient">4 lamb chops</span><br>
      <span itemprop="recipeIngredient">  <span class="uline big2"><br>Marinade</span></span><br>
      <span itemprop="recipeIngredient">2 tablespoons olive oil</span><br>
      <span itemprop="recipeIngredient"><strong>To serve</strong></span><br>
      <span itemprop="recipeIngredient">For the sauce:</span><br>
      <span itemprop="recipeIngredient">Salt</span><br>
      <span itemprop="recipeIngredient"><span class="name">fresh mint</span></span></p></div>`;
    expect(readRecipePage(html)?.ingredients).toEqual([
      '4 lamb chops',
      '2 tablespoons olive oil',
      'Salt',
      'fresh mint',
    ]);
  });

  it('reads the older data-vocabulary.org Recipe with nested ingredient items', () => {
    const html = `<div itemscope itemtype="http://data-vocabulary.org/Recipe"><h2 itemprop="name">Cookies</h2>
      <span itemprop="yield">24 cookies</span>
      <ul><li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient"><span itemprop="amount">2 cups</span> <span itemprop="name">flour</span></li></ul>
      <div itemprop="instructions"><ol><li>Mix.</li><li>Bake.</li></ol></div></div>`;
    expect(readRecipePage(html)).toMatchObject({
      title: 'Cookies',
      ingredients: ['2 cups flour'],
      steps: ['Mix.', 'Bake.'],
      servings: 24,
    });
  });
});
