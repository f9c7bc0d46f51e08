import type { AddShoppingItemInput, ShoppingItemDto } from '@larder/domain/api/shopping';
import { getIngredient } from '@larder/kitchen/catalog';
import { type PantryItem, parsePantryText } from '@larder/kitchen/pantry';
import { type MealPlan, planNeeds } from '@larder/kitchen/planning';
import { inShopOrder, OTHER_AISLE, shoppingList } from '@larder/kitchen/shopping';
import type { Db } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { recogniseName } from '../pantry/pantry-names.ts';
import { addBought, removeBought } from '../pantry/service.ts';
import {
  deleteCheckedPlanRows,
  deleteShoppingRows,
  insertShoppingRow,
  insertShoppingRows,
  lockShoppingRow,
  lockShoppingRows,
  type NewShoppingRow,
  shoppingRows,
  updateShoppingRow,
} from './repository.ts';
import { packOf, toShoppingItemDto } from './shopping-dto.ts';

function notFound(): AppError {
  return new AppError('not_found', 'That item is not on your shopping list.');
}

export async function listShopping(db: Db, userId: string): Promise<ShoppingItemDto[]> {
  return inShopOrder((await shoppingRows(db, userId)).map(toShoppingItemDto));
}

/**
 * Makes the list's plan lines the plan's needs less the pantry, inside the caller's transaction (one of
 * `inUserTransaction`, so the cook's check-offs and other plan changes wait their turn). A line
 * still needed keeps its id (a check-off queued offline still finds it) and takes the new amount; lines
 * no longer needed go; crossed-off lines of this plan stay crossed off, those of older plans go. The
 * cook's own items are never touched.
 */
export async function syncPlanList(
  tx: Db,
  userId: string,
  planId: string,
  plan: MealPlan,
  pantry: readonly PantryItem[],
  today: string,
): Promise<void> {
  const rows = await lockShoppingRows(tx, userId);
  const open = new Map(
    rows
      .filter((row) => row.planId !== null && row.checkedAt === null && row.ingredientId !== null)
      .map((row) => [row.ingredientId as string, row]),
  );
  const fresh: NewShoppingRow[] = [];
  const kept = new Set<string>();
  for (const line of shoppingList(planNeeds(plan), pantry, today)) {
    const values = {
      planId,
      quantity: line.quantity,
      unit: line.unit,
      aisle: line.aisle,
      forRecipes: [...line.forRecipes],
    };
    const row = open.get(line.ingredientId);
    if (row) {
      kept.add(row.id);
      await updateShoppingRow(tx, userId, row.id, values);
    } else {
      fresh.push({ userId, ingredientId: line.ingredientId, name: line.name, ...values });
    }
  }
  const stale = rows.filter((row) => row.planId !== null && row.checkedAt === null && !kept.has(row.id));
  await deleteShoppingRows(
    tx,
    userId,
    stale.map((row) => row.id),
  );
  await insertShoppingRows(tx, fresh);
  await deleteCheckedPlanRows(tx, userId, planId);
}

/** The cook's own item: "2 lemons" is read as 2 lemons; a food Larder knows is listed in its aisle. */
export async function addOwnItem(
  db: Db,
  userId: string,
  input: AddShoppingItemInput,
): Promise<ShoppingItemDto> {
  // No silent typo correction here: the shopping list has no "brocoli → broccoli" to see and undo.
  const parsed = parsePantryText(input.name, undefined, { correctTypos: false });
  const only = parsed.length === 1 ? parsed[0] : undefined;
  const read =
    only?.ingredientId && input.quantity == null
      ? {
          ingredientId: only.ingredientId,
          name: only.name,
          // Two portions of a leftover is a guess about the fridge, not an amount to buy.
          quantity: only.amountGuessed ? null : only.quantity,
          unit: only.unit,
        }
      : { ...recogniseName(input.name), quantity: input.quantity ?? null, unit: input.unit ?? null };
  const ingredient = read.ingredientId ? getIngredient(read.ingredientId) : null;
  const row = await insertShoppingRow(db, {
    userId,
    planId: null,
    ingredientId: ingredient?.id ?? null,
    name: read.name,
    quantity: read.quantity,
    unit: read.quantity === null ? null : read.unit,
    aisle: ingredient?.aisle ?? OTHER_AISLE,
    forRecipes: [],
    clientId: input.clientId ?? null,
  });
  return toShoppingItemDto(row);
}

/**
 * Crosses an item off (it goes into the pantry, with an estimated expiry, when it is a food Larder knows)
 * or back on (what it put in the pantry comes out again, if still there). Setting the state it already
 * has changes nothing, so two devices, or a replayed offline check-off, never add it twice.
 */
export async function setChecked(
  db: Db,
  userId: string,
  id: string,
  checked: boolean,
  today: string,
): Promise<ShoppingItemDto> {
  if (!isUuid(id)) throw notFound();
  // In the cook's turn: a plan change reads the pantry a check-off fills, then rewrites the list.
  return inUserTransaction(db, userId, async (tx) => {
    const row = await lockShoppingRow(tx, userId, id);
    if (!row) throw notFound();
    if (checked === (row.checkedAt !== null)) return toShoppingItemDto(row);
    if (checked && row.ingredientId) {
      // A bottle of soy sauce goes into the pantry as what the bottle holds (150 ml).
      const pack = packOf(row);
      await addBought(
        tx,
        userId,
        {
          clientId: row.id,
          ingredientId: row.ingredientId,
          name: row.name,
          quantity: pack && row.quantity !== null ? row.quantity * pack.quantity : row.quantity,
          unit: pack ? pack.unit : (row.unit as Parameters<typeof addBought>[2]['unit']),
        },
        today,
      );
    }
    if (!checked) await removeBought(tx, userId, row.id);
    const updated = await updateShoppingRow(tx, userId, id, { checkedAt: checked ? new Date() : null });
    return toShoppingItemDto(updated ?? row);
  });
}

/** Takes a line off the list (an own item, or a plan line the cook will not buy). */
export async function removeShoppingItem(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || (await deleteShoppingRows(db, userId, [id])) === 0) throw notFound();
}
