import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { createLogger } from '../src/logger.ts';
import type { NewMail } from '../src/platform/mail/service.ts';
import { createSmtpTransport, type MailTransport } from '../src/platform/mail/transport.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type ProviderOptions, type SmtpProvider, startSmtpProvider } from './smtp-provider.ts';

/**
 * What the outbox tests share: a database of their own (emptied after each test), SMTP transports and
 * providers that are closed after each test, and a way to read a row back.
 */
export function useOutboxKit() {
  let testDb: TestDatabase | undefined;
  const cleanups: (() => Promise<void> | void)[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await kit.testDb().database.db.delete(mailOutbox);
  });
  afterAll(() => testDb?.drop());

  const kit = {
    logger: createLogger('silent'),
    testDb: (): TestDatabase => {
      if (!testDb) throw new Error('the test database is not ready');
      return testDb;
    },
    db: () => kit.testDb().database.db,
    onCleanup: (cleanup: () => Promise<void> | void) => cleanups.push(cleanup),
    transportTo: (port: number): MailTransport => {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Larder <no-reply@larder.example>');
      cleanups.push(() => transport.close());
      return transport;
    },
    provider: async (options: ProviderOptions = {}): Promise<SmtpProvider> => {
      const started = await startSmtpProvider(options);
      cleanups.push(() => started.close());
      return started;
    },
    row: async (id: string) => {
      const [found] = await kit.db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!found) throw new Error(`no outbox row ${id}`);
      return found;
    },
  };
  return kit;
}

export const testMail = (subject: string, to = 'cook@example.com'): NewMail => ({
  to,
  replyTo: 'help@larder.example',
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  kind: 'test',
});
