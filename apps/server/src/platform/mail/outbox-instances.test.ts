import { describe, expect, it } from 'vitest';
import { testMail, useOutboxKit } from '../../../test/outbox-kit.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';
import { claimDueMail } from './repository.ts';
import { deliverDueMail, enqueueMail } from './service.ts';

const kit = useOutboxKit();

/** A pass that waits for the locked row would hang: fail the test instead (the rollback frees it). */
async function failIfBlocked<T>(pass: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const blocked = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the delivery pass waited for a row locked elsewhere')), 5_000);
  });
  try {
    return await Promise.race([pass, blocked]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the mail outbox with several server instances', () => {
  it('never lets two workers on the same database send the same mail', async () => {
    const smtp = await kit.provider();
    const second: Database = openDatabase(kit.testDb().url, kit.logger);
    kit.onCleanup(() => second.close());
    const ids = new Set<string>();
    for (let n = 0; n < 40; n++) ids.add(await enqueueMail(kit.db(), testMail(`Parallel ${n}`)));

    const reports = await Promise.all(
      [kit.db(), second.db, kit.db(), second.db].map((db) =>
        deliverDueMail({ db, transport: kit.transportTo(smtp.port), logger: kit.logger, batchSize: 3 }),
      ),
    );

    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(40);
    expect(smtp.received).toHaveLength(40);
    const delivered = smtp.received.map((m) => /^<([^@]+)@/.exec(m.messageId ?? '')?.[1]);
    expect(new Set(delivered)).toEqual(ids);
    const rows = await kit.db().select().from(mailOutbox);
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('skips a row another instance is claiming right now instead of waiting for it', async () => {
    const smtp = await kit.provider();
    const db = kit.db();
    const lockedId = await enqueueMail(db, testMail('Locked elsewhere'));
    const freeId = await enqueueMail(db, testMail('Free to send'));
    const other = await kit.testDb().database.pool.connect();
    try {
      await other.query('begin');
      await other.query('select id from mail_outbox where id = $1 for update', [lockedId]);
      const pass = deliverDueMail({ db, transport: kit.transportTo(smtp.port), logger: kit.logger });
      expect(await failIfBlocked(pass)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect((await kit.row(freeId)).status).toBe('sent');
      expect((await kit.row(lockedId)).status).toBe('queued');
    } finally {
      await other.query('rollback');
      other.release();
    }
    const afterRelease = await deliverDueMail({
      db,
      transport: kit.transportTo(smtp.port),
      logger: kit.logger,
    });
    expect(afterRelease).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Free to send', 'Locked elsewhere']);
  });

  it('takes over mail claimed by an instance that died once its lease has run out', async () => {
    const smtp = await kit.provider();
    const db = kit.db();
    const id = await enqueueMail(db, testMail('Orphaned'));
    const start = Date.now();
    // An instance claims the mail, then dies before sending it.
    expect(await claimDueMail(db, new Date(start), new Date(start + 15 * 60_000), 10)).toHaveLength(1);

    const pass = (at: number) =>
      deliverDueMail({ db, transport: kit.transportTo(smtp.port), logger: kit.logger, now: () => at });
    expect(await pass(start + 60_000)).toMatchObject({ sent: 0 });
    expect(await pass(start + 15 * 60_000)).toMatchObject({ sent: 1 });
    expect(await kit.row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });
});
