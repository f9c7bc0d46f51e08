import { describe, expect, it } from 'vitest';
import { inShopOrder, itemLabel, type ShoppingItemDto, shoppingListText } from './shopping-item.ts';

const item = (over: Partial<ShoppingItemDto>): ShoppingItemDto => ({
  id: over.name ?? 'x',
  ingredientId: null,
  name: 'x',
  quantity: null,
  unit: null,
  aisle: 'other',
  forRecipes: [],
  fromPlan: false,
  checked: false,
  clientId: null,
  updatedAt: '2026-03-09T12:00:00.000Z',
  ...over,
});

describe('the shopping list in shop order and as text', () => {
  const list = [
    item({ name: 'coffee' }),
    item({ name: 'spinach', aisle: 'produce', quantity: 200, unit: 'g' }),
    item({ name: 'egg', aisle: 'dairy-eggs', quantity: 6 }),
    item({ name: 'apple', aisle: 'produce', quantity: 4, unit: null, checked: true }),
    item({ name: 'feta', aisle: 'dairy-eggs', quantity: 200, unit: 'g' }),
  ];

  it('puts what is still to buy first, by aisle then name, crossed-off items last', () => {
    expect(inShopOrder(list).map((line) => line.name)).toEqual(['spinach', 'egg', 'feta', 'coffee', 'apple']);
  });

  it('writes amounts as a list reads them', () => {
    expect(itemLabel({ name: 'spinach', quantity: 200, unit: 'g' })).toBe('200 g spinach');
    expect(itemLabel({ name: 'egg', quantity: 6, unit: null })).toBe('6 × egg');
    expect(itemLabel({ name: 'lemon', quantity: 1.5, unit: 'piece' })).toBe('1.5 × lemon');
    expect(itemLabel({ name: 'coffee', quantity: null, unit: null })).toBe('coffee');
  });

  it('shares what is left to buy under aisle headings, leaving out what is in the basket', () => {
    expect(shoppingListText(list)).toBe(
      [
        'Shopping list',
        '',
        'Fruit and veg',
        '- 200 g spinach',
        '',
        'Dairy and eggs',
        '- 6 × egg',
        '- 200 g feta',
        '',
        'Other',
        '- coffee',
      ].join('\n'),
    );
    expect(shoppingListText([item({ name: 'tea', checked: true })])).toBe(
      'Shopping list\n\nNothing left to buy.',
    );
  });
});
