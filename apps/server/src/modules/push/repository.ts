import type { PushTags } from '@larder/domain/api/push';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { pantryItems } from '../../db/kitchen-schema.ts';
import { pushDevices, pushSchedule } from '../../db/push-schema.ts';

export type PushDevice = typeof pushDevices.$inferSelect;

export interface DeviceChannel {
  kind: string;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  token: string | null;
}

/**
 * Stores where a device is reached. The device (its id) moves to whoever signs in on it last; the same
 * browser subscription or native token under another id (the app's storage was cleared) is one device,
 * so the older row goes and nothing is sent twice.
 */
export async function saveDevice(
  db: Db,
  input: { id: string; userId: string; timeZone: string } & DeviceChannel,
): Promise<PushDevice | 'taken'> {
  return db.transaction(async (tx) => {
    // Another cook's device id moves to this cook only with the same channel (the same browser or app,
    // signed in by someone else): a device id alone does not take anyone's device.
    const [held] = await tx.select().from(pushDevices).where(eq(pushDevices.id, input.id)).for('update');
    if (held && held.userId !== input.userId && !isSameChannel(held, input)) return 'taken';
    const sameChannel = input.endpoint
      ? eq(pushDevices.endpoint, input.endpoint)
      : and(eq(pushDevices.kind, input.kind), eq(pushDevices.token, input.token ?? ''));
    await tx.delete(pushDevices).where(and(sameChannel, ne(pushDevices.id, input.id)));
    const [row] = await tx
      .insert(pushDevices)
      .values(input)
      .onConflictDoUpdate({
        target: pushDevices.id,
        set: {
          userId: input.userId,
          kind: input.kind,
          endpoint: input.endpoint,
          p256dh: input.p256dh,
          auth: input.auth,
          token: input.token,
          timeZone: input.timeZone,
          updatedAt: sql`now()`,
          // Another cook signing in on this device starts from no reminders until their app sends tags.
          tags: sql`case when ${pushDevices.userId} = excluded.user_id then ${pushDevices.tags} else '{}'::jsonb end`,
        },
      })
      .returning();
    if (!row) throw new Error('saving the device returned no row');
    // A cook has MAX_DEVICES at most: the ones not heard from longest go.
    await tx.execute(sql`
      delete from ${pushDevices} where ${pushDevices.userId} = ${input.userId} and ${pushDevices.id} not in (
        select ${pushDevices.id} from ${pushDevices} where ${pushDevices.userId} = ${input.userId}
        order by ${pushDevices.updatedAt} desc limit ${MAX_DEVICES})`);
    return row;
  });
}

/** Devices kept per cook: phones, tablets, browsers. */
export const MAX_DEVICES = 10;

function isSameChannel(held: DeviceChannel, input: DeviceChannel): boolean {
  return held.kind === input.kind && held.endpoint === input.endpoint && held.token === input.token;
}

export async function deviceOf(db: Db, userId: string, id: string): Promise<PushDevice | null> {
  const [row] = await db
    .select()
    .from(pushDevices)
    .where(and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)));
  return row ?? null;
}

export async function deviceById(db: Db, id: string): Promise<PushDevice | null> {
  const [row] = await db.select().from(pushDevices).where(eq(pushDevices.id, id));
  return row ?? null;
}

/** Merges the tags given into the device's; null when the device is not this cook's. */
export async function mergeTags(
  db: Db,
  userId: string,
  id: string,
  tags: PushTags,
): Promise<PushTags | null> {
  const [row] = await db
    .update(pushDevices)
    .set({ tags: sql`${pushDevices.tags} || ${JSON.stringify(tags)}::jsonb`, updatedAt: sql`now()` })
    .where(and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)))
    .returning({ tags: pushDevices.tags });
  return row?.tags ?? null;
}

export async function deleteDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)))
    .returning({ id: pushDevices.id });
  return gone.length > 0;
}

/** The push service said this subscription is gone (404/410): forget it. */
export async function forgetDevice(db: Db, id: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(pushDevices).set({ lastSentAt: at }).where(eq(pushDevices.id, id));
}

/** Devices whose schedule names this UTC time (a quick filter; the tag rules decide). */
export async function devicesScheduledAt(db: Db | Tx, hhmm: string): Promise<PushDevice[]> {
  return db.select().from(pushDevices).where(sql`strpos(${pushDevices.tags}->>'meal_schedule', ${hhmm}) > 0`);
}

export async function devicesOfUser(db: Db, userId: string): Promise<PushDevice[]> {
  return db.select().from(pushDevices).where(eq(pushDevices.userId, userId));
}

/** The scheduler's place, locked for this transaction (several instances: one moves it at a time). */
export async function lockSchedule(tx: Tx, start: Date): Promise<Date> {
  await tx.insert(pushSchedule).values({ id: 1, through: start }).onConflictDoNothing();
  const [row] = await tx.select().from(pushSchedule).where(eq(pushSchedule.id, 1)).for('update');
  if (!row) throw new Error('the push schedule row is missing');
  return row.through;
}

export async function moveSchedule(tx: Tx, through: Date): Promise<void> {
  await tx.update(pushSchedule).set({ through }).where(eq(pushSchedule.id, 1));
}

/** What user-data export shows of a cook's devices: never the keys or tokens. */
export async function deviceRecords(db: Db, userId: string) {
  return db
    .select({
      id: pushDevices.id,
      kind: pushDevices.kind,
      timeZone: pushDevices.timeZone,
      tags: pushDevices.tags,
      createdAt: pushDevices.createdAt,
      lastSentAt: pushDevices.lastSentAt,
    })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId));
}

/** The cook's pantry as the reminders need it: names, catalog ids and dates. */
export async function pantryFoods(db: Db, userId: string) {
  return db
    .select({
      id: pantryItems.id,
      name: pantryItems.name,
      ingredientId: pantryItems.ingredientId,
      expiresOn: pantryItems.expiresOn,
    })
    .from(pantryItems)
    .where(eq(pantryItems.userId, userId));
}
