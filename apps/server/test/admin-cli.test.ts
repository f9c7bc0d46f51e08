import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
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
