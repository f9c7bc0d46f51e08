import { eq } from 'drizzle-orm';
import { type ConversionOutcome, conversionEvents } from '../../db/conversion-schema.ts';
import type { Db, Tx } from '../../db/database.ts';

export type NewConversion = Omit<typeof conversionEvents.$inferInsert, 'id' | 'createdAt' | 'sentAt'>;

/**
 * Keeps an event once: the first report of an `event_id` is stored and `then` runs in the same
 * transaction (the forwarding job is written with it, or neither is); a later one changes nothing and
 * finds the stored outcome.
 */
export async function recordOnce(
  db: Db,
  row: NewConversion,
  then: (tx: Tx) => Promise<void>,
): Promise<{ created: boolean; outcome: ConversionOutcome }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversionEvents)
      .values(row)
      .onConflictDoNothing({ target: conversionEvents.eventId })
      .returning({ outcome: conversionEvents.outcome });
    if (created) {
      await then(tx);
      return { created: true, outcome: created.outcome };
    }
    const [held] = await tx
      .select({ outcome: conversionEvents.outcome })
      .from(conversionEvents)
      .where(eq(conversionEvents.eventId, row.eventId));
    if (!held) throw new Error('the conversion event was neither stored nor found');
    return { created: false, outcome: held.outcome };
  });
}

/** What became of a queued event: sent (with when), failed, or not sent after all. */
export async function settleConversion(
  db: Db,
  eventId: string,
  outcome: Exclude<ConversionOutcome, 'queued'>,
  sentAt: Date | null = null,
): Promise<void> {
  await db.update(conversionEvents).set({ outcome, sentAt }).where(eq(conversionEvents.eventId, eventId));
}
