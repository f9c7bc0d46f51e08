import { describe, expect, it } from 'vitest';
import { allIngredients, getIngredient } from '../catalog.ts';
import { seededRandom } from '../generator/random.ts';
import { PANTRY_UNITS, type PantryUnit } from '../pantry-units.ts';
import type { ShoppingNeed } from './merge-needs.ts';
import { itemLabel } from './shopping-item.ts';
import { type ShoppingLine, shoppingList } from './shopping-list.ts';

const TODAY = '2025-06-02';

function label(line: ShoppingLine): string {
  return itemLabel({
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    pieceName: line.pack?.name ?? getIngredient(line.ingredientId)?.pieceName ?? null,
  });
}

function listOf(ingredientId: string, quantity: number, unit: PantryUnit | null): string[] {
  const need: ShoppingNeed = { ingredientId, quantity, unit, recipeTitle: 'Plan' };
  return shoppingList([need], [], TODAY).map(label);
}

describe('the list buys what a shop sells', () => {
  it('buys a bottle of sesame oil, not 3.5 tsp', () => {
    expect(listOf('sesame-oil', 3.5, 'tsp')).toEqual(['1 bottle of sesame oil']);
  });

  it('buys a bottle of soy sauce, not 100 g', () => {
    expect(listOf('soy-sauce', 100, 'g')).toEqual(['1 bottle of soy sauce']);
  });

  it('buys a box of fish fingers, not 6 fingers', () => {
    expect(listOf('fish-fingers', 6, null)).toEqual(['1 box of fish fingers']);
    // A family's week of them is two boxes.
    expect(listOf('fish-fingers', 14, null)).toEqual(['2 boxes of fish fingers']);
  });

  it('never lists spoons or pinches, nor a fraction of a pack or a counted food', () => {
    const random = seededRandom('shop-packs');
    const ids = allIngredients().map((ingredient) => ingredient.id);
    const faults: string[] = [];
    for (let n = 0; n < 1500; n += 1) {
      const id = ids[Math.floor(random() * ids.length)] as string;
      const unit = [...PANTRY_UNITS, null][Math.floor(random() * (PANTRY_UNITS.length + 1))] ?? null;
      const quantity = Math.round((0.1 + random() * 20) * 100) / 100;
      for (const line of shoppingList(
        [{ ingredientId: id, quantity, unit, recipeTitle: 'Plan' }],
        [],
        TODAY,
      )) {
        const shown = `${quantity} ${unit} ${id} → ${label(line)}`;
        if (line.unit === 'tsp' || line.unit === 'tbsp' || line.unit === 'pinch') faults.push(shown);
        const counted = line.unit === null || line.unit === 'piece' || line.pack !== null;
        if (counted && !Number.isInteger(line.quantity)) faults.push(shown);
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
  });
});
