import { describe, expect, it } from 'vitest';
import { getIngredient } from '../catalog.ts';
import { dislikedIngredients } from './dislikes.ts';

const names = (words: string) =>
  (dislikedIngredients(words) ?? []).map((id) => getIngredient(id)?.name).sort();

describe('a disliked food', () => {
  it('rules out the food and every kind of it', () => {
    expect(names('mushrooms')).toEqual(
      expect.arrayContaining(['mushroom', 'portobello mushroom', 'chestnut mushroom']),
    );
    expect(names('onion')).toEqual(expect.arrayContaining(['onion', 'red onion', 'spring onion']));
  });

  it('leaves products merely made with it', () => {
    expect(names('mushrooms')).not.toContain('cream of mushroom soup');
    expect(names('onion')).not.toContain('onion powder');
    expect(names('olives')).not.toContain('olive oil');
  });

  it('knows a food by its kinds even when the word is not an ingredient itself', () => {
    const cheeses = names('cheese');
    expect(cheeses.length).toBeGreaterThan(1);
    expect(cheeses.every((name) => typeof name === 'string')).toBe(true);
  });

  it('is null for words the catalog does not know', () => {
    expect(dislikedIngredients('glorbnak')).toBeNull();
  });
});
