import type { ShoppingItemDto } from '@larder/domain/api/shopping';
import { AISLES, type Aisle } from '../catalog-types.ts';
import { countedFood } from '../food-words.ts';

/** One line of the shopping list as the API answers it (`/api/shopping-list`): declared in the contract. */
export type { ShoppingItemDto };

/** Where the cook's own items Larder does not know are listed: last. */
export const OTHER_AISLE = 'other';

/** How each aisle is headed on the list and in the shared text. */
export const AISLE_LABELS: Readonly<Record<Aisle | typeof OTHER_AISLE, string>> = {
  produce: 'Fruit and veg',
  meat: 'Meat',
  fish: 'Fish',
  'dairy-eggs': 'Dairy and eggs',
  bakery: 'Bakery',
  pantry: 'Cupboard',
  'grains-pasta': 'Rice, grains and pasta',
  canned: 'Tins and jars',
  spices: 'Herbs and spices',
  condiments: 'Sauces and condiments',
  frozen: 'Frozen',
  drinks: 'Drinks',
  'nuts-seeds': 'Nuts and seeds',
  'world-foods': 'World foods',
  baking: 'Baking',
  other: 'Other',
};

export function aisleRank(aisle: string): number {
  const index = (AISLES as readonly string[]).indexOf(aisle);
  return index === -1 ? AISLES.length : index;
}

/** Shop order: still to buy first, then by aisle and name; what is crossed off goes to the bottom. */
export function inShopOrder<T extends Pick<ShoppingItemDto, 'checked' | 'aisle' | 'name'>>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      Number(a.checked) - Number(b.checked) ||
      aisleRank(a.aisle) - aisleRank(b.aisle) ||
      a.name.localeCompare(b.name),
  );
}

const trim = (value: number) => String(Math.round(value * 100) / 100);

/** "300 g chicken breast", "6 eggs", "10 slices of wholemeal bread", "coffee": a line as a list reads. */
export function itemLabel(item: Pick<ShoppingItemDto, 'name' | 'quantity' | 'unit' | 'pieceName'>): string {
  const { name, quantity, unit, pieceName } = item;
  if (quantity === null) return name;
  if (unit !== null && unit !== 'piece') return `${trim(quantity)} ${unit} ${name}`;
  return `${trim(quantity)} ${countedFood(name, quantity, pieceName)}`;
}

/**
 * The list as plain text to share: what is still to buy, under aisle headings in shop order, one
 * "- 300 g chicken breast" a line. Crossed-off items are left out.
 */
export function shoppingListText(items: readonly ShoppingItemDto[], title = 'Shopping list'): string {
  const open = inShopOrder(items.filter((item) => !item.checked));
  const lines = [title];
  let aisle: string | null = null;
  for (const item of open) {
    if (item.aisle !== aisle) {
      aisle = item.aisle;
      lines.push('', AISLE_LABELS[item.aisle]);
    }
    lines.push(`- ${itemLabel(item)}`);
  }
  if (open.length === 0) lines.push('', 'Nothing left to buy.');
  return lines.join('\n');
}
