import { describe, expect, it } from 'vitest';
import { nameForCount } from './food-count.ts';
import { countedFood } from './food-words.ts';

describe('food words: how a counted food reads', () => {
  it('makes the plurals a cook writes', () => {
    expect(nameForCount('chilli', 2)).toBe('chillies');
    expect(nameForCount('loaf', 2)).toBe('loaves');
    expect(nameForCount('tomato', 3)).toBe('tomatoes');
    expect(nameForCount('egg', 1)).toBe('egg');
  });

  it('counts the food itself when its piece is what it is a kind of, and the piece when it is not', () => {
    expect(countedFood('scotch bonnet', 2, 'chilli')).toBe('scotch bonnets');
    expect(countedFood('jalapeño', 1, 'chilli')).toBe('jalapeño');
    expect(countedFood('camembert', 2, 'cheese')).toBe('camemberts');
    expect(countedFood('bay leaves', 4, 'leaf')).toBe('bay leaves');
    expect(countedFood('bay leaves', 1, 'leaf')).toBe('bay leaf');
    expect(countedFood('pitta bread', 2, 'pitta')).toBe('pittas');
    expect(countedFood('ciabatta', 2, 'loaf')).toBe('loaves of ciabatta');
    expect(countedFood('ham', 4, 'slice')).toBe('slices of ham');
    expect(countedFood('mackerel', 2, 'fillet')).toBe('mackerel fillets');
  });
});
