import { spawn } from 'node:child_process';
import path from 'node:path';
import { createAccount, newEmail, PASSWORD, returningCook, submitSignIn } from './accounts.ts';
import { expect, test } from './fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** `npm run admin -- grant <email>` against the journeys' own server (its running embedded PostgreSQL). */
function grantAdmin(email: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', 'grant', email], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: path.join(String(process.env.E2E_DATA_DIR), 'main'),
      },
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

test('admin grant: a cook refused at /admin gets in once made an admin from the command line', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await returningCook(page);
  await page.goto('/auth?mode=signin&returnTo=%2Fadmin');
  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByText("You don't have access to the admin area.")).toBeVisible();

  const granted = await grantAdmin(email);
  expect(granted.output).toContain(`${email} is now an admin.`);
  expect(granted.code).toBe(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByText("You don't have access to the admin area.")).toHaveCount(0);
});
