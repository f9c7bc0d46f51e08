import type { CollectionAnswer, CollectionDto } from '@larder/domain/api/collections';
import { readFlag, writeFlag } from './storage.ts';

/**
 * The cook's collections as the server last answered them, kept on this device per user so
 * `/collections` and the collections opened lately open offline (as lib/plan-cache.ts keeps the plan).
 * What the cook changed since and the server has not taken yet is laid over this copy by the screens.
 */
const KEEP_OPENED = 20;

interface Snapshot {
  userId: string;
  list: CollectionDto[] | null;
  /** Collections opened lately, the latest first. */
  opened: CollectionAnswer[];
}

function read(userId: string | null | undefined): Snapshot | null {
  if (!userId) return null;
  try {
    const snapshot = JSON.parse(readFlag('larder_collections') ?? 'null') as Snapshot | null;
    if (!snapshot || snapshot.userId !== userId) return null;
    return {
      userId,
      list: Array.isArray(snapshot.list) ? snapshot.list : null,
      opened: Array.isArray(snapshot.opened) ? snapshot.opened : [],
    };
  } catch {
    return null;
  }
}

function write(userId: string, change: (snapshot: Snapshot) => Snapshot): void {
  const current = read(userId) ?? { userId, list: null, opened: [] };
  writeFlag('larder_collections', JSON.stringify(change(current)));
}

export function readCollectionList(userId: string | null | undefined): CollectionDto[] | undefined {
  return read(userId)?.list ?? undefined;
}

export function writeCollectionList(userId: string | null | undefined, list: CollectionDto[]): void {
  if (userId) write(userId, (snapshot) => ({ ...snapshot, list }));
}

export function readOpenedCollection(
  userId: string | null | undefined,
  id: string,
): CollectionAnswer | undefined {
  return read(userId)?.opened.find((answer) => answer.collection.id === id);
}

export function writeOpenedCollection(userId: string | null | undefined, answer: CollectionAnswer): void {
  if (!userId) return;
  write(userId, (snapshot) => ({
    ...snapshot,
    opened: [answer, ...snapshot.opened.filter((kept) => kept.collection.id !== answer.collection.id)].slice(
      0,
      KEEP_OPENED,
    ),
  }));
}

/** A collection the server says is gone (deleted, or not this cook's) is not kept. */
export function forgetOpenedCollection(userId: string | null | undefined, id: string): void {
  if (!userId) return;
  write(userId, (snapshot) => ({
    ...snapshot,
    opened: snapshot.opened.filter((kept) => kept.collection.id !== id),
  }));
}
