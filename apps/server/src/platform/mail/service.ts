import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import {
  type ClaimedMail,
  claimDueMail,
  deleteFinishedBefore,
  insertOutboxMail,
  markFailed,
  markForRetry,
  markSent,
} from './repository.ts';
import { retryDelayMs } from './retry-schedule.ts';
import type { MailTransport } from './transport.ts';

const address = z.string().regex(/^[^\s@<>",;]+@[^\s@<>",;]+$/, { error: 'expected one email address' });
const oneLine = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^[^\r\n]*$/, { error: 'expected a single line' });

const newMailSchema = z.object({
  to: address,
  replyTo: address.optional(),
  subject: oneLine,
  html: z.string().min(1),
  text: z.string().min(1),
  /** What the mail is for, e.g. "password-reset"; shown in logs. */
  kind: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'expected a short kebab-case label' }),
});

export type NewMail = z.input<typeof newMailSchema>;

/**
 * Queues a mail in PostgreSQL; the mail jobs (outbox-worker.ts) send it at once and keep retrying while
 * SMTP is down. Pass a transaction as `db` to queue the mail together with the change that caused it.
 */
export async function enqueueMail(db: Db | Tx, mail: NewMail): Promise<string> {
  const parsed = newMailSchema.safeParse(mail);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`enqueueMail: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  // Due at once, by the same clock the workers compare against (PostgreSQL's now() has microseconds
  // and could land a hair after a worker's millisecond clock).
  const id = await insertOutboxMail(db, { ...parsed.data, replyTo: parsed.data.replyTo ?? null }, new Date());
  // Heard by every server once (and only if) the mail is committed: one of them delivers it at once.
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
  return id;
}

/** Where PostgreSQL says a mail was queued (no payload): the mail jobs wake up. */
export const MAIL_QUEUED_CHANNEL = 'larder_mail_queued';

export interface DeliveryDeps {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** The clock, injectable so tests can step past a retry delay without waiting. */
  now?: () => number;
  batchSize?: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** Longer than the worst case of sending a whole batch (10 × the transport's timeouts). */
const LEASE_MS = 15 * 60_000;

/** One delivery pass: claims every due mail, batch by batch, and sends it. */
export async function deliverDueMail(deps: DeliveryDeps): Promise<DeliveryReport> {
  const now = deps.now ?? Date.now;
  const batchSize = deps.batchSize ?? 10;
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const at = now();
    const batch = await claimDueMail(deps.db, new Date(at), new Date(at + LEASE_MS), batchSize);
    for (const mail of batch) report[await deliver(deps, mail, now)]++;
    if (batch.length < batchSize) return report;
  }
}

async function deliver(
  deps: DeliveryDeps,
  mail: ClaimedMail,
  now: () => number,
): Promise<keyof DeliveryReport> {
  const log = deps.logger.child({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts });
  try {
    await deps.transport.send(mail);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const delay = isPermanent(error) ? null : retryDelayMs(mail.attempts);
    if (delay === null) {
      await markFailed(deps.db, mail, reason);
      log.error({ err: reason }, 'mail could not be delivered and is given up');
      return 'failed';
    }
    await markForRetry(deps.db, mail, reason, new Date(now() + delay));
    log.warn({ err: reason, retryInSeconds: delay / 1000 }, 'mail not delivered yet; will retry');
    return 'retried';
  }
  await markSent(deps.db, mail, new Date(now()));
  log.info('mail sent');
  return 'sent';
}

/** The SMTP server refused the recipient for good (5xx): trying again cannot help. */
function isPermanent(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const responseCode = 'responseCode' in error ? error.responseCode : undefined;
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/** Sent and failed mail is kept 30 days (who, what, when, why it failed), then removed. */
export async function forgetOldMail(db: Db, now: number): Promise<void> {
  await deleteFinishedBefore(db, new Date(now - 30 * 24 * 60 * 60_000));
}
