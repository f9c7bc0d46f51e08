import { type BatchOf, mergeIntoPantry, type StoragePlace } from '@larder/kitchen/pantry';
import type { PantryUnit } from '@larder/kitchen/units';
import type { Tx } from '../../db/database.ts';
import {
  addToPantryRow,
  deleteRows,
  insertPantryRows,
  lockPantryRows,
  moveFoodSaved,
  moveRows,
  type NewPantryRow,
  type PantryRow,
  rowsWithClientIds,
  updatePantryRow,
} from './repository.ts';

type Keyed<R> = BatchOf & { row: R };

const batchOf = <R extends PantryRow | NewPantryRow>(row: R): Keyed<R> => ({
  ingredientId: row.ingredientId ?? null,
  name: row.name,
  quantity: row.quantity ?? null,
  unit: (row.unit ?? null) as PantryUnit | null,
  place: row.place as StoragePlace,
  expiresOn: row.expiresOn ?? null,
  opened: row.opened ?? false,
  row,
});

/** The client ids a line answers for: its own and those of the adds it took in. */
const clientIdsOf = (row: Pick<PantryRow, 'clientId'> & { mergedClientIds?: string[] | null }) => [
  ...(row.clientId ? [row.clientId] : []),
  ...(row.mergedClientIds ?? []),
];

/**
 * Adds new lines to the user's pantry by the one merge rule (`mergeIntoPantry`): a batch already there
 * takes in the amount, the rest are new lines. An add whose client id the pantry already answers for (a
 * replay from the offline queue) adds nothing. Runs inside the cook's turn (`inUserTransaction`); answers
 * the line each add ended in, in the order given.
 */
export async function addToPantry(
  tx: Tx,
  userId: string,
  rows: readonly NewPantryRow[],
): Promise<PantryRow[]> {
  const clientIds = rows.flatMap((row) => (row.clientId ? [row.clientId] : []));
  const answering = new Map<string, PantryRow>();
  for (const row of await rowsWithClientIds(tx, userId, clientIds)) {
    for (const id of clientIdsOf(row)) answering.set(id, row);
  }
  const seen = new Set<string>();
  const fresh = rows.filter((row) => {
    if (!row.clientId) return true;
    if (answering.has(row.clientId) || seen.has(row.clientId)) return false;
    seen.add(row.clientId);
    return true;
  });
  const pantry = (await lockPantryRows(tx, userId)).map(batchOf);
  const merge = mergeIntoPantry(pantry, fresh.map(batchOf));
  const endedIn = new Map<NewPantryRow, PantryRow>();
  for (const { item, amount, from } of merge.updated) {
    const ids = from.flatMap(({ row }) => (row.clientId ? [row.clientId] : []));
    const updated = await addToPantryRow(tx, userId, item.row.id, amount, ids);
    if (updated) for (const { row } of from) endedIn.set(row, updated);
  }
  const lines = merge.added.map(({ item, amount, from }) => ({
    ...item.row,
    ...amount,
    mergedClientIds: from.flatMap(({ row }) => (row.clientId ? [row.clientId] : [])),
  }));
  const inserted = await insertPantryRows(tx, userId, lines);
  merge.added.forEach(({ item, from }, index) => {
    const row = inserted[index];
    if (!row) return;
    endedIn.set(item.row, row);
    for (const folded of from) endedIn.set(folded.row, row);
  });
  const byClientId = new Map(
    [...endedIn].flatMap(([row, line]) => (row.clientId ? [[row.clientId, line]] : [])),
  );
  return rows.flatMap((row) => {
    const found =
      endedIn.get(row) ??
      (row.clientId ? (answering.get(row.clientId) ?? byClientId.get(row.clientId)) : undefined);
    return found ? [found] : [];
  });
}

/** What merging a device's pantry into an account's did, in the cook's words' numbers. */
export interface PantryMergeCount {
  /** Lines the device had that the account did not: now lines of the account. */
  added: number;
  /** Lines the device had whose amounts went into a line of the same batch. */
  combined: number;
  /** Whether the account had anything in its pantry before. */
  accountHadItems: boolean;
}

/**
 * Gives the anonymous user's pantry to the account by the one merge rule: rice on both becomes one
 * line with the amounts added; another date, an opened packet or another place stays a batch of its own.
 * An item queued from one device to both users (the same client id) is kept once: the account's copy.
 */
export async function mergePantryInto(tx: Tx, from: string, to: string): Promise<PantryMergeCount> {
  const kept = (await lockPantryRows(tx, to)).map(batchOf);
  const held = new Set(kept.flatMap(({ row }) => clientIdsOf(row)));
  const moving = (await lockPantryRows(tx, from)).map(batchOf);
  const repeated = moving.filter(({ row }) => row.clientId !== null && held.has(row.clientId));
  const merge = mergeIntoPantry(
    kept,
    moving.filter((item) => !repeated.includes(item)),
  );
  const gone = repeated.map(({ row }) => row.id);
  for (const { item, amount, from: taken } of merge.updated) {
    const ids = taken.flatMap(({ row }) => clientIdsOf(row));
    await addToPantryRow(tx, to, item.row.id, amount, ids);
    gone.push(...taken.map(({ row }) => row.id));
  }
  for (const { item, amount, from: taken } of merge.added) {
    if (taken.length === 0) continue;
    const mergedClientIds = [...item.row.mergedClientIds, ...taken.flatMap(({ row }) => clientIdsOf(row))];
    await updatePantryRow(tx, from, item.row.id, { ...amount, mergedClientIds });
    gone.push(...taken.map(({ row }) => row.id));
  }
  await deleteRows(tx, gone);
  await moveRows(
    tx,
    merge.added.map(({ item }) => item.row.id),
    to,
  );
  await moveFoodSaved(tx, from, to);
  return {
    added: merge.added.length,
    combined: moving.length - merge.added.length,
    accountHadItems: kept.length > 0,
  };
}
