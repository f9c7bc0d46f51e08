import type { PantryItemDto } from '@larder/domain/api/pantry';
import { describe, expect, it } from 'vitest';
import { kitchenApp } from './kitchen-app.ts';
import { anonymousBrowser, json } from './kitchen-session.ts';

/** 10 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 10, 12);
const kitchen = kitchenApp(NOON);

type Items = { items: PantryItemDto[] };

describe('leftovers typed into the pantry', () => {
  it('keeps them as cooked food: two portions when no amount is said, a leftover three days in the fridge', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    const response = await browser.request('/api/pantry/items', {
      json: {
        text: 'leftover rice, leftover roast chicken, half a tray of lasagne, 2 pouches of microwave rice',
      },
    });
    expect(response.status).toBe(201);
    const { items } = await json<Items>(response);
    expect(
      items.map((item) => [item.ingredientId, item.quantity, item.unit, item.place, item.expiresOn]),
    ).toEqual([
      ['microwave-rice', 300, 'g', 'fridge', '2026-03-13'],
      ['cooked-chicken', 240, 'g', 'fridge', '2026-03-13'],
      ['lasagne', 900, 'g', 'fridge', '2026-03-13'],
      // Sealed pouches keep in the cupboard for months.
      ['microwave-rice', 500, 'g', 'cupboard', '2026-09-06'],
    ]);
    expect(items.map((item) => item.name)).toEqual([
      'cooked rice',
      'cooked chicken',
      'lasagne',
      'cooked rice',
    ]);
  });

  it('recognises a leftover added by name, as a device sends it when it was offline', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    const response = await browser.request('/api/pantry/items', {
      json: {
        items: [{ name: 'leftover bolognese', quantity: 400, unit: 'g' }, { name: 'some cooked pasta' }],
      },
    });
    expect(response.status).toBe(201);
    const { items } = await json<Items>(response);
    expect(items.map((item) => [item.ingredientId, item.place, item.expiresOn])).toEqual([
      ['bolognese-sauce', 'fridge', '2026-03-13'],
      ['cooked-pasta', 'fridge', '2026-03-13'],
    ]);
  });

  it('puts no guessed leftover amount on the shopping list', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    const response = await browser.request('/api/shopping-list/items', { json: { name: 'cooked rice' } });
    expect(response.status).toBe(201);
    const { item } = await json<{ item: { ingredientId: string | null; quantity: number | null } }>(response);
    expect(item).toMatchObject({ ingredientId: 'microwave-rice', quantity: null });
  });
});
