import { randomUUID } from 'node:crypto';
import {
  type ItemUpdate,
  isValidQuantity,
  type NewItemInput,
  type PantryItemDto,
} from '@larder/domain/api/pantry';
import { PANTRY_MESSAGES } from '@larder/domain/api/pantry-messages';
import { getIngredient, gramsFor } from '@larder/kitchen/catalog';
import {
  daysUntil,
  estimateExpiry,
  type PantryItem,
  parsePantryText,
  placeNewItem,
  type StoragePlace,
  sortExpiringFirst,
} from '@larder/kitchen/pantry';
import type { PantryUnit } from '@larder/kitchen/units';
import type { Db, Tx } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { checkBadges, earnFridgeCleared } from '../profile/badges.ts';
import { insertFoodBinned } from '../profile/repository.ts';
import { addToPantry } from './merge-pantry.ts';
import { toPantryItem, toPantryItemDto } from './pantry-dto.ts';
import { recogniseName } from './pantry-names.ts';
import {
  deletePantryRow,
  deletePantryRowByClientId,
  type FoodSavedRow,
  insertFoodSaved,
  insertPantryRows,
  lockPantryRows,
  type NewPantryRow,
  type PantryRow,
  type PantryRowChanges,
  pantryRow,
  pantryRows,
  updatePantryRow,
} from './repository.ts';
import { type Need, takeFromPantry } from './take-from-pantry.ts';

function notFound(): AppError {
  return new AppError('not_found', 'That item is not in your pantry.');
}

function sorted(rows: PantryRow[], today: string): PantryItemDto[] {
  return sortExpiringFirst(rows, today).map(toPantryItemDto);
}

type Draft = {
  name: string;
  ingredientId: string | null;
  quantity?: number | null;
  unit?: PantryUnit | null;
  place?: StoragePlace;
  expiresOn?: string | null;
  opened?: boolean;
  /** The day the cook said they bought it: the expiry is estimated from it. */
  boughtOn?: string;
  clientId?: string;
};

/** A new row: the catalog's usual place when none is given, and an estimated expiry when no date is. */
function newRow(userId: string, draft: Draft, today: string): NewPantryRow {
  const ingredientId = draft.ingredientId && getIngredient(draft.ingredientId) ? draft.ingredientId : null;
  const { place, expiresOn, expiryEstimated } = placeNewItem(ingredientId, today, draft);
  return {
    id: randomUUID(),
    userId,
    ingredientId,
    name: draft.name,
    quantity: draft.quantity ?? null,
    unit: draft.unit ?? null,
    place,
    expiresOn,
    expiryEstimated,
    opened: draft.opened ?? false,
    addedOn: today,
    clientId: draft.clientId ?? null,
  };
}

/** Everything the user has, the soonest to go off first. */
export async function listPantry(db: Db, userId: string, today: string): Promise<PantryItemDto[]> {
  return sorted(await pantryRows(db, userId), today);
}

/** The pantry as the kitchen engine reads it. */
export async function pantryOf(db: Db | Tx, userId: string): Promise<PantryItem[]> {
  return (await pantryRows(db, userId)).map(toPantryItem);
}

/**
 * "2 eggs, 200 g feta and half a cucumber, chicken thighs that go off tomorrow": every item kept, unknown
 * words too; dates said in words read in the cook's calendar (`dayFirst`: how they write 28/11).
 */
export async function addFromText(
  db: Db,
  userId: string,
  text: string,
  { today, dayFirst }: { today: string; dayFirst: boolean },
) {
  const parsed = parsePantryText(text, { today, dayFirst });
  if (parsed.length === 0) {
    throw new AppError('validation_failed', `text: ${PANTRY_MESSAGES.typeWhatYouHave}`, { field: 'text' });
  }
  const absurd = parsed.find((item) => item.quantity !== null && !isValidQuantity(item.quantity));
  if (absurd) {
    throw new AppError('validation_failed', `text: "${absurd.text.trim()}": ${PANTRY_MESSAGES.quantity}`, {
      field: 'text',
    });
  }
  const typed = new Map<string, string>();
  const rows = parsed.map(({ openedOn, correctedFrom, ...item }) => {
    const row = newRow(userId, { ...item, ...(openedOn ? { opened: true } : {}) }, today);
    if (correctedFrom && row.ingredientId) typed.set(row.ingredientId, correctedFrom);
    return row;
  });
  // A typo read as the food it clearly meant says what was typed, so the cook can see it and undo it.
  return (await addRows(db, userId, rows)).map((line) => {
    const correctedFrom = line.ingredientId ? typed.get(line.ingredientId) : undefined;
    return correctedFrom ? { ...line, correctedFrom } : line;
  });
}

/** In the cook's turn, so two adds of rice at once still make one line of rice. */
async function addRows(db: Db, userId: string, rows: NewPantryRow[]): Promise<PantryItemDto[]> {
  const lines = await inUserTransaction(db, userId, (tx) => addToPantry(tx, userId, rows));
  return lines.map(toPantryItemDto);
}

/**
 * Structured items, each recognised by name, added by the merge rule: a batch already there takes in the
 * amount. A repeated client id adds nothing.
 */
export async function addItems(db: Db, userId: string, items: NewItemInput[], today: string) {
  return addRows(
    db,
    userId,
    items.map((item) => newRow(userId, { ...item, ...recogniseName(item.name) }, today)),
  );
}

/**
 * Applies an edit. A new name is recognised again; an estimated (or missing) expiry is estimated again
 * when the ingredient or the place changes, unless a date is given.
 */
export async function updateItem(db: Db, userId: string, id: string, update: ItemUpdate) {
  const row = isUuid(id) ? await pantryRow(db, userId, id) : null;
  if (!row) throw notFound();
  const changes: PantryRowChanges = {};
  if (update.name !== undefined) Object.assign(changes, recogniseName(update.name));
  if (update.quantity !== undefined) changes.quantity = update.quantity;
  if (update.unit !== undefined) changes.unit = update.unit;
  if (update.place !== undefined) changes.place = update.place;
  if (update.opened !== undefined) changes.opened = update.opened;
  if (update.expiresOn !== undefined) {
    changes.expiresOn = update.expiresOn;
    changes.expiryEstimated = false;
  } else {
    const ingredientId = changes.ingredientId === undefined ? row.ingredientId : changes.ingredientId;
    const place = (changes.place ?? row.place) as StoragePlace;
    const moved = ingredientId !== row.ingredientId || place !== row.place;
    if (moved && (row.expiryEstimated || row.expiresOn === null)) {
      const estimate = ingredientId ? estimateExpiry(ingredientId, place, row.addedOn) : null;
      changes.expiresOn = estimate;
      changes.expiryEstimated = estimate !== null;
    }
  }
  const updated = await updatePantryRow(db, userId, id, changes);
  if (!updated) throw notFound();
  return toPantryItemDto(updated);
}

/** Removes an item; one whose date had passed (before the cook's today) was thrown away: food binned. */
export async function removeItem(db: Db, userId: string, id: string, today: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const row = await deletePantryRow(tx, userId, id);
    if (!row) throw notFound();
    const item = toPantryItem(row);
    const days = daysUntil(item.expiresOn, today);
    if (days === null || days >= 0) return;
    const binned = { ingredientId: item.ingredientId, name: item.name, grams: gramsOfWhole(item) };
    await insertFoodBinned(tx, userId, { ...binned, binnedOn: today });
  });
}

/** Food eaten on or before its expiry date was saved from the bin. */
function savedRecord(
  item: PantryItem,
  grams: number | null,
  today: string,
  how: FoodSavedRow['how'],
  userId: string,
): FoodSavedRow | null {
  const days = daysUntil(item.expiresOn, today);
  if (days === null || days < 0) return null;
  return { userId, ingredientId: item.ingredientId, name: item.name, grams, savedOn: today, how };
}

function gramsOfWhole(item: PantryItem): number | null {
  if (item.ingredientId === null || item.quantity === null) return null;
  return gramsFor(item.ingredientId, item.quantity, item.unit ?? 'piece');
}

/** Marks an item used up: it leaves the pantry and, when that is before its expiry, counts as food saved. */
export async function useUpItem(db: Db, userId: string, id: string, today: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const row = await deletePantryRow(tx, userId, id);
    if (!row) throw notFound();
    const item = toPantryItem(row);
    const saved = savedRecord(item, gramsOfWhole(item), today, 'used', userId);
    if (saved) await insertFoodSaved(tx, [saved]);
    if (item.place === 'fridge') await earnFridgeCleared(tx, userId);
    await checkBadges(tx, userId, today);
  });
}

/**
 * Takes what a cooked recipe used out of the pantry, in one transaction over the user's locked rows, and
 * records the food it saved (and, with `record`, what else the cooking leaves a trace of) and the badges
 * it earned. Answers the pantry afterwards and the grams saved from the bin.
 */
export async function takeForCooking(
  db: Db,
  userId: string,
  needs: readonly Need[],
  today: string,
  record?: (tx: Tx) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const rows = await lockPantryRows(tx, userId);
    const taken = takeFromPantry(rows.map(toPantryItem), needs, today);
    const saved: FoodSavedRow[] = [];
    for (const { item, left, removed, grams } of taken) {
      if (removed) await deletePantryRow(tx, userId, item.id);
      else if (left !== null) await updatePantryRow(tx, userId, item.id, { quantity: left });
      const record = savedRecord(item, grams === null ? null : Math.round(grams), today, 'cooked', userId);
      if (record) saved.push(record);
    }
    await insertFoodSaved(tx, saved);
    const fromFridge = taken.some(
      ({ item, left, removed }) => item.place === 'fridge' && (removed || left !== null),
    );
    if (fromFridge) await earnFridgeCleared(tx, userId);
    await record?.(tx);
    await checkBadges(tx, userId, today);
    const savedGrams = Math.round(saved.reduce((sum, record) => sum + (record.grams ?? 0), 0));
    return { pantry: sorted(await pantryRows(tx, userId), today), savedGrams };
  });
}

/** What a checked-off shopping line puts in the pantry; its id is the pantry row's client id. */
export type Bought = Readonly<{
  clientId: string;
  ingredientId: string | null;
  name: string;
  quantity: number | null;
  unit: PantryUnit | null;
}>;

/**
 * Puts bought food in the pantry in its usual place with an estimated expiry from today. The same line
 * bought twice (two devices, a replayed check-off) adds it once. It stays a line of its own (the pantry
 * list shows it with the other batches of its food), so unticking the line takes exactly it back out.
 */
export async function addBought(
  db: Db | Tx,
  userId: string,
  bought: Bought,
  today: string,
): Promise<PantryItemDto> {
  const draft: Draft = {
    name: bought.name,
    ingredientId: bought.ingredientId,
    quantity: bought.quantity,
    unit: bought.quantity === null ? null : (bought.unit ?? (bought.ingredientId ? 'piece' : null)),
    clientId: bought.clientId,
  };
  const [row] = await insertPantryRows(db, userId, [newRow(userId, draft, today)]);
  return toPantryItemDto(row as PantryRow);
}

/** Takes back what an unchecked shopping line put in the pantry, when it is still there. */
export async function removeBought(db: Db | Tx, userId: string, clientId: string): Promise<void> {
  await deletePantryRowByClientId(db, userId, clientId);
}
