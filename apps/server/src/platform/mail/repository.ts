import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface NewOutboxMail {
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface ClaimedMail extends NewOutboxMail {
  id: string;
  attempts: number;
}

export async function insertOutboxMail(db: Db | Tx, mail: NewOutboxMail, dueAt: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, nextAttemptAt: dueAt })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Claims up to `limit` rows that are due (queued and past their next attempt, or claimed by an instance
 * whose lease ran out) and leases them until `leaseUntil`. Rows another instance is claiming right now
 * are skipped, never waited for, so no row is ever claimed twice.
 */
export async function claimDueMail(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sending', lockedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    html: row.html ?? '',
    text: row.text ?? '',
    attempts: row.attempts,
  }));
}

/** When the next mail is due: the earliest retry still waiting, or a claim whose lease runs out. */
export async function nextMailDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`least(
        min(${mailOutbox.nextAttemptAt}) filter (where ${mailOutbox.status} = 'queued'),
        min(${mailOutbox.lockedUntil}) filter (where ${mailOutbox.status} = 'sending'))`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(mailOutbox);
  return row?.at ?? null;
}

/*
 * The updates below carry the attempt number the row was claimed with: should a lease run out and
 * another instance claim the row again, the late first instance can no longer overwrite its state.
 */

/** Sent: the bodies are erased, since their links (confirmation, reset) work like passwords. */
export async function markSent(db: Db, mail: ClaimedMail, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null, html: null, text: null })
    .where(claimedBy(mail));
}

export async function markForRetry(
  db: Db,
  mail: ClaimedMail,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'queued', lastError: error, nextAttemptAt, lockedUntil: null })
    .where(claimedBy(mail));
}

/** Given up on: the error and the envelope stay for the operator, the bodies go. */
export async function markFailed(db: Db, mail: ClaimedMail, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: error, lockedUntil: null, html: null, text: null })
    .where(claimedBy(mail));
}

/** Removes finished rows (sent or failed) created before `before`. */
export async function deleteFinishedBefore(db: Db, before: Date): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lte(mailOutbox.createdAt, before)));
}

function claimedBy(mail: ClaimedMail) {
  return and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, mail.attempts),
  );
}

/** Mail to the user's address, or sent on their behalf (reply-to them, such as their support requests). */
function ofUser(userId: string) {
  const address = sql`(select lower(${user.email}) from ${user} where ${user.id} = ${userId})`;
  return or(sql`lower(${mailOutbox.to}) = ${address}`, sql`lower(${mailOutbox.replyTo}) = ${address}`);
}

/** What was mailed to or for the user: never the bodies, whose links work like passwords. */
export async function mailRecords(db: Db, userId: string) {
  return db
    .select({
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(ofUser(userId))
    .orderBy(asc(mailOutbox.createdAt));
}

/** Run before the user row goes: the address is looked up by the user's id. */
export async function deleteMailOf(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(mailOutbox).where(ofUser(userId));
}
