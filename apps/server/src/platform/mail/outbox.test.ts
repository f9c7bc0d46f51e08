import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testMail, useOutboxKit } from '../../../test/outbox-kit.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { freePort } from '../../db/embedded-postgres.ts';
import { mailOutbox } from '../../db/schema.ts';
import { startJobQueue, stopJobQueue } from '../../jobs/job-queue.ts';
import { createLogger } from '../../logger.ts';
import { startMailJobs } from './outbox-worker.ts';
import { deliverDueMail, enqueueMail } from './service.ts';

const kit = useOutboxKit();

describe('the mail outbox', () => {
  it('keeps mail queued while SMTP is down and delivers it exactly once after the backoff', async () => {
    const db = kit.db();
    const port = await freePort();
    const transport = kit.transportTo(port);
    const id = await enqueueMail(db, testMail('Confirm your address'));
    let clock = Date.now();
    const pass = () => deliverDueMail({ db, transport, logger: kit.logger, now: () => clock });

    expect(await pass()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const queued = await kit.row(id);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(queued.lastError).toMatch(/ECONNREFUSED/);
    expect(queued.nextAttemptAt.getTime()).toBe(clock + 5_000);

    const smtp = await kit.provider({ port });
    clock += 4_999;
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    clock += 1;
    expect(await pass()).toEqual({ sent: 1, retried: 0, failed: 0 });
    clock += 60 * 60_000;
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      envelopeTo: ['cook@example.com'],
      replyTo: 'help@larder.example',
      subject: 'Confirm your address',
      messageId: `<${id}@larder.example>`,
    });
    const sent = await kit.row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, html: null, text: null });
    expect(sent.sentAt?.getTime()).toBe(clock - 60 * 60_000);
  });

  it('gives up after about a day of failures, and at once when the provider refuses the recipient', async () => {
    const db = kit.db();
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const downId = await enqueueMail(db, testMail('Never delivered'));
    const transport = kit.transportTo(await freePort());
    const first = Date.now();
    let clock = first;
    for (let attempt = 1; attempt < 40; attempt++) {
      const report = await deliverDueMail({ db, transport, logger, now: () => clock });
      if (report.failed === 1) break;
      clock = (await kit.row(downId)).nextAttemptAt.getTime();
    }
    const failed = await kit.row(downId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 28, html: null, text: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(clock - first).toBeGreaterThan(23 * 60 * 60_000);
    expect(clock - first).toBeLessThanOrEqual(24 * 60 * 60_000);
    const givenUp = lines.map((line) => JSON.parse(line)).filter((line) => line.level === 50);
    expect(givenUp).toMatchObject([
      { mailId: downId, kind: 'test', attempts: 28, msg: 'mail could not be delivered and is given up' },
    ]);

    const smtp = await kit.provider({ refuse: ['nobody@example.com'] });
    const refusedId = await enqueueMail(db, testMail('Bounced', 'nobody@example.com'));
    expect(await deliverDueMail({ db, transport: kit.transportTo(smtp.port), logger: kit.logger })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    expect(await kit.row(refusedId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await kit.row(refusedId)).lastError).toMatch(/550/);
  });

  it('runs on the job queue: a queued mail is sent at once when the queue is woken, and retried when due', async () => {
    const smtp = await kit.provider();
    const db = kit.db();
    const jobs = await startJobQueue({ url: kit.testDb().url, logger: kit.logger });
    kit.onCleanup(() => stopJobQueue(jobs));
    const mailJobs = await startMailJobs({
      db,
      jobs,
      transport: kit.transportTo(smtp.port),
      logger: kit.logger,
    });
    kit.onCleanup(() => mailJobs.stop());
    const id = await enqueueMail(db, testMail('Woken'));
    mailJobs.wake();
    await waitFor(async () => ((await kit.row(id)).status === 'sent' ? true : undefined), 10_000, 20);
    expect(smtp.received.map((m) => m.subject)).toEqual(['Woken']);

    // Down for the first attempt: the pass queues another for when the retry falls due (5 s later).
    const downPort = await freePort();
    await mailJobs.stop();
    const failing = await startMailJobs({
      db,
      jobs,
      transport: kit.transportTo(downPort),
      logger: kit.logger,
    });
    const retried = await enqueueMail(db, testMail('Retried'));
    failing.wake();
    // The first attempt has failed, not only begun (attempts counts a claim): a connection still on its
    // way could otherwise reach the server started on that port below, and count as the first.
    await waitFor(
      async () => {
        const row = await kit.row(retried);
        return row.attempts === 1 && row.lastError ? true : undefined;
      },
      10_000,
      20,
    );
    await failing.stop();
    const later = await kit.provider({ port: downPort });
    const again = await startMailJobs({ db, jobs, transport: kit.transportTo(downPort), logger: kit.logger });
    kit.onCleanup(() => again.stop());
    await waitFor(async () => ((await kit.row(retried)).status === 'sent' ? true : undefined), 15_000, 50);
    expect(later.received.map((m) => m.subject)).toEqual(['Retried']);
    expect((await kit.row(retried)).attempts).toBe(2);
  });

  it('queues with the transaction it is given: a rollback queues nothing', async () => {
    const db = kit.db();
    await db
      .transaction(async (tx) => {
        await enqueueMail(tx, testMail('Welcome'));
        tx.rollback();
      })
      .catch(() => undefined);
    const committedId = await db.transaction((tx) => enqueueMail(tx, testMail('Committed')));
    expect((await db.select().from(mailOutbox)).map((row) => row.id)).toEqual([committedId]);
  });

  it('refuses a mail that could inject headers or has no recipient', async () => {
    const db = kit.db();
    await expect(
      enqueueMail(db, { ...testMail('Hi'), subject: 'Hi\r\nBcc: everyone@example.com' }),
    ).rejects.toThrow(/subject: expected a single line/);
    await expect(enqueueMail(db, { ...testMail('Hi'), to: 'a@example.com, b@example.com' })).rejects.toThrow(
      /^enqueueMail: to:/,
    );
    await expect(enqueueMail(db, { ...testMail('Hi'), kind: 'Not A Kind' })).rejects.toThrow(/kind/);
  });
});
