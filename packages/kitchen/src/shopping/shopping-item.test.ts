import { describe, expect, it } from 'vitest';
import { inShopOrder, itemLabel, type ShoppingItemDto, shoppingListText } from './shopping-item.ts';

const item = (over: Partial<ShoppingItemDto>): ShoppingItemDto => ({
  id: over.name ?? 'x',
  ingredientId: null,
  name: 'x',
  quantity: null,
  unit: null,
  aisle: 'other',
  pieceName: null,
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
    const label = (
      name: string,
      quantity: number | null,
      unit: 'g' | 'piece' | null,
      pieceName: string | null = null,
    ) => itemLabel({ name, quantity, unit, pieceName });
    expect(label('spinach', 200, 'g')).toBe('200 g spinach');
    expect(label('egg', 6, null, 'egg')).toBe('6 eggs');
    expect(label('tomato', 7, null, 'tomato')).toBe('7 tomatoes');
    expect(label('lemon', 1, 'piece', 'lemon')).toBe('1 lemon');
    expect(label('wholemeal bread', 10, null, 'slice')).toBe('10 slices of wholemeal bread');
    expect(label('garlic', 8, null, 'clove')).toBe('8 garlic cloves');
    expect(label('mackerel', 2, null, 'fillet')).toBe('2 mackerel fillets');
    expect(label('flour tortilla', 16, null, 'tortilla')).toBe('16 flour tortillas');
    expect(label('coffee', null, null)).toBe('coffee');
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
        '- 6 eggs',
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
