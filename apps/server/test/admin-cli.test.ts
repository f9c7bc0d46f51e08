import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
import { entitlementEvents } from '../src/db/entitlement-schema.ts';
import { proEntitlementOf } from '../src/modules/entitlements/service.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.db
    .insert(user)
    .values({ id: 'u1', name: '', email: 'chef@example.com', emailVerified: true });
});
afterAll(() => testDb.drop());

function runAdmin(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: testDb.url },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

it('npm run admin -- grant <email> makes that account an admin, and revoke undoes it', async () => {
  const granted = await runAdmin(['grant', 'Chef@Example.com']);
  expect(granted.output).toContain('Chef@Example.com is now an admin.');
  expect(granted.code).toBe(0);
  const [row] = await testDb.database.db.select({ role: user.role }).from(user).where(eq(user.id, 'u1'));
  expect(row?.role).toBe('admin');
  expect((await runAdmin(['revoke', 'chef@example.com'])).code).toBe(0);
  const [after] = await testDb.database.db.select({ role: user.role }).from(user).where(eq(user.id, 'u1'));
  expect(after?.role).toBe('user');
});

it('says clearly when no account uses the address, or the command is wrong', async () => {
  const missing = await runAdmin(['grant', 'nobody@example.com']);
  expect(missing.code).toBe(1);
  expect(missing.output).toContain('No account uses nobody@example.com');
  const wrong = await runAdmin(['promote']);
  expect(wrong.code).toBe(2);
  expect(wrong.output).toContain('Usage: npm run admin -- grant <email>');
});

it('grant-pro gives an account Pro until a date (or with no end), and revoke-pro ends it, with history', async () => {
  const api = proEntitlementOf;
  const db = testDb.database.db;
  const granted = await runAdmin([
    'grant-pro',
    'chef@example.com',
    '--until',
    '2099-01-31',
    '--reason',
    'refund case',
  ]);
  expect(granted.output).toContain('chef@example.com has Pro until 2099-01-31.');
  expect(granted.code).toBe(0);
  expect(await api(db, 'u1', new Date())).toMatchObject({
    isActive: true,
    status: 'cancelled',
    store: 'granted',
    expiresAt: '2099-01-31T23:59:59.999Z',
    willRenew: false,
  });
  expect((await runAdmin(['grant-pro', 'chef@example.com'])).output).toContain('with no end date');
  expect(await api(db, 'u1', new Date())).toMatchObject({ isActive: true, expiresAt: null });
  const revoked = await runAdmin(['revoke-pro', 'chef@example.com', '--reason', 'chargeback']);
  expect(revoked.output).toContain('chef@example.com no longer has Pro.');
  expect(await api(db, 'u1', new Date())).toMatchObject({ isActive: false, status: 'expired' });
  const history = await db.select().from(entitlementEvents).where(eq(entitlementEvents.userId, 'u1'));
  expect(history.map((event) => [event.type, event.detail.reason])).toEqual(
    expect.arrayContaining([
      ['grant', 'refund case'],
      ['grant', 'support'],
      ['revoke', 'chargeback'],
    ]),
  );
});

it.each([
  [['grant-pro', 'chef@example.com', '--until', '2001-01-01'], 'expected a date still to come'],
  [['grant-pro', 'chef@example.com', '--until', '2030-02-31'], 'expected a real date'],
  [['grant-pro', 'chef@example.com', '--until', 'soon'], 'Usage'],
  [['revoke-pro', 'chef@example.com', '--until', '2099-01-01'], 'Usage'],
  [['grant-pro', '--until', '2099-01-01'], 'Usage'],
])('refuses %j with a clear message and exit code 2', async (args, message) => {
  const run = await runAdmin(args);
  expect(run.code).toBe(2);
  expect(run.output).toContain(message);
});
