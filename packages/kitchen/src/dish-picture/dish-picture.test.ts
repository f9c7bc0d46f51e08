import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { allIngredients, getIngredient } from '../catalog.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { recipeById } from '../library.ts';
import { indexPantry } from '../pantry-cover.ts';
import { suggestRecipes } from '../rank-recipes.ts';
import { toRecipeDto, withPantry } from '../recipe-card.ts';
import { dishPicture, MAX_PICTURE_FOODS } from './dish-picture.ts';
import { EMOJI, foodEmoji, tabledFoods } from './food-emoji.ts';

const TODAY = '2025-06-01';

function libraryPicture(id: string) {
  const recipe = recipeById(id);
  if (!recipe) throw new Error(`no library recipe ${id}`);
  return dishPicture(toRecipeDto(withPantry(recipe, indexPantry([], TODAY))));
}

/** What Today suggests for a fridge, each with its picture, as the cook sees the cards. */
function fridgePictures(fridge: Parameters<typeof pantryItem>[]) {
  return suggestRecipes({
    pantry: fridge.map((item) => pantryItem(...item)),
    profile: NO_RESTRICTIONS,
    goal: 'use-it-up',
    servings: 2,
    today: TODAY,
    seed: 1,
    limit: 5,
  }).map((suggestion) => {
    const dto = toRecipeDto(suggestion);
    return { dto, picture: dishPicture(dto) };
  });
}

const emojiOf = (id: string) => {
  const food = getIngredient(id);
  if (!food) throw new Error(`no food ${id}`);
  return foodEmoji(food);
};

describe('the picture of a library dish', () => {
  it('puts a soup in a bowl, with what it is made of', () => {
    const picture = libraryPicture('leek-and-potato-soup');
    expect(picture.vessel).toBe('bowl');
    expect(picture.foods.map((food) => food.emoji)).toEqual(
      expect.arrayContaining([emojiOf('potato'), emojiOf('leek')]),
    );
  });

  it('pours a smoothie into a glass and shows its fruit', () => {
    const picture = libraryPicture('peanut-butter-banana-smoothie');
    expect(picture.vessel).toBe('glass');
    expect(picture.foods[0]?.emoji).toBe('banana');
    expect(picture.label).toMatch(/^Illustration of banana and .+ in a glass$/);
  });

  it('never draws a seasoning, an oil or stock, and shows 2 to 4 foods', () => {
    for (const id of ['leek-and-potato-soup', 'shakshuka', 'spaghetti-carbonara', 'tarka-dal']) {
      const picture = libraryPicture(id);
      expect(picture.foods.length, id).toBeGreaterThanOrEqual(2);
      expect(picture.foods.length, id).toBeLessThanOrEqual(MAX_PICTURE_FOODS);
      expect(picture.foods.map((food) => food.name).join(), id).not.toMatch(
        /\b(salt|black pepper|oil|stock|water)\b/,
      );
    }
  });

  it('makes a shakshuka in a pan and a carbonara in a bowl', () => {
    expect(libraryPicture('shakshuka').vessel).toBe('pan');
    expect(libraryPicture('spaghetti-carbonara').vessel).toBe('bowl');
  });
});

describe('the pictures of what a fridge makes', () => {
  it('shows chicken and leek on a tray for a chicken-and-leek traybake', () => {
    const cards = fridgePictures([
      ['chicken-thigh', 600, 'g'],
      ['leek', 3, null],
      ['new-potato', 500, 'g'],
    ]);
    const traybake = cards.find(({ dto }) => /tray ?bake/i.test(dto.title));
    expect(traybake, cards.map(({ dto }) => dto.title).join(' | ')).toBeDefined();
    expect(traybake?.picture.vessel).toBe('tray');
    const shown = traybake?.picture.foods.map((food) => food.emoji);
    expect(shown).toEqual(expect.arrayContaining(['poultry-leg', emojiOf('leek')]));
    expect(traybake?.picture.label).toMatch(/^Illustration of .*chicken.* on a tray$/);
  });

  it('shows every food a generated title names', () => {
    const cards = fridgePictures([
      ['chicken-thigh', 600, 'g'],
      ['leek', 3, null],
      ['new-potato', 500, 'g'],
      ['egg', 6, null],
      ['banana', 2, null],
      ['milk', 500, 'ml'],
    ]);
    const named = cards.filter(({ dto }) => dto.title === 'Chicken, leek and new potato tray bake');
    expect(named, cards.map(({ dto }) => dto.title).join(' | ')).toHaveLength(1);
    expect(named[0]?.picture.foods.map((food) => food.emoji)).toEqual(
      expect.arrayContaining(['poultry-leg', emojiOf('leek'), emojiOf('new-potato')]),
    );
  });

  it('shows each dish its own main foods, every one of them in the recipe', () => {
    const cards = fridgePictures([
      ['salmon', 2, null],
      ['cherry-tomato', 250, 'g'],
      ['spinach', 200, 'g'],
      ['spaghetti', 500, 'g'],
      ['egg', 6, null],
    ]);
    expect(cards.length).toBeGreaterThan(0);
    for (const { dto, picture } of cards) {
      const names = dto.ingredients.map((line) => line.name.toLowerCase());
      for (const food of picture.foods) expect(names, dto.title).toContain(food.name);
      expect(picture.foods.length, dto.title).toBeGreaterThanOrEqual(1);
    }
  });

  it('puts a stir-fry in a pan and a soup in a bowl when the generator makes them', () => {
    const cards = fridgePictures([
      ['pork-shoulder', 500, 'g'],
      ['broccoli', 1, null],
      ['red-pepper', 2, null],
      ['butternut-squash', 1, null],
      ['red-lentils', 250, 'g'],
    ]);
    for (const { dto, picture } of cards) {
      if (/stir-fry/i.test(dto.title)) expect(picture.vessel, dto.title).toBe('pan');
      if (/soup/i.test(dto.title)) expect(picture.vessel, dto.title).toBe('bowl');
    }
  });
});

describe('what the title names', () => {
  it('shows a food the title names even when the main food outweighs it many times', () => {
    // The traybake the server made for a cook with 600 g of chicken thighs, 3 leeks and new potatoes.
    const picture = dishPicture({
      title: 'Chicken, leek and new potato tray bake',
      ingredients: [
        { ingredientId: 'chicken-thigh', name: 'chicken thigh', quantity: 500, unit: 'g' },
        { ingredientId: 'leek', name: 'leeks', quantity: 2, unit: null },
        { ingredientId: 'new-potato', name: 'new potato', quantity: 280, unit: 'g' },
        { ingredientId: 'olive-oil', name: 'olive oil', quantity: 1, unit: 'tbsp' },
        { ingredientId: 'salt', name: 'salt', quantity: 0.5, unit: 'tsp' },
      ],
    });
    expect(picture.label).toBe('Illustration of chicken thigh, new potato and leeks on a tray');
  });
});

describe('the emoji table', () => {
  it('names only catalog foods, and only emoji it knows', () => {
    const ids = new Set(allIngredients().map((food) => food.id));
    expect(tabledFoods().filter((id) => !ids.has(id))).toEqual([]);
    for (const food of allIngredients()) expect(Object.keys(EMOJI)).toContain(foodEmoji(food));
  });

  it('falls back to the aisle for a food it does not name', () => {
    expect(foodEmoji({ id: 'not-a-food', aisle: 'fish', roles: ['protein'] })).toBe('fish');
    expect(foodEmoji({ id: 'not-a-food', aisle: 'produce', roles: ['fruit'] })).toBe('apple');
  });

  it('reads an imported line by its name when it has no catalog id', () => {
    const picture = dishPicture({
      title: 'Grandma’s tomato soup',
      ingredients: [
        { name: 'tomatoes', quantity: 800, unit: 'g' },
        { name: 'onion', quantity: 1, unit: null },
        { name: 'a pinch of magic', quantity: 1, unit: 'pinch' },
      ],
    });
    expect(picture).toEqual({
      vessel: 'bowl',
      foods: [
        { name: 'tomatoes', emoji: 'tomato' },
        { name: 'onion', emoji: 'onion' },
      ],
      label: 'Illustration of tomatoes and onion in a bowl',
    });
  });
});
