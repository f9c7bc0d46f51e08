import type { Browser, Page } from '@playwright/test';
import {
  createAccount,
  expectNoSideScroll,
  newEmail,
  PASSWORD,
  returningCook,
  submitSignIn,
} from './accounts.ts';
import { grantAdmin } from './admin-grant.ts';
import { BOTH_SCHEMES, seriousViolations } from './axe.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { mailTo } from './mail.ts';

test('admin grant: a cook refused at /admin gets in once made an admin from the command line @one-width', async ({
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

/** A recipe page with a title no other journey uses, so hiding it hides nothing another journey opens. */
const recipePage = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"${title}",
"recipeYield":"2","recipeIngredient":["2 chicken thighs","1 onion, sliced"],
"recipeInstructions":[{"@type":"HowToStep","text":"Fry the chicken for two minutes."}]}</script>
</head><body><h1>${title}</h1></body></html>`;

/** A browser context of its own (a cook, a stranger), from an address of its own. */
async function ownContext(browser: Browser, baseURL: string, address: string) {
  return browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
}

/** The section as the admin sees it, kept as a screenshot in light and dark, with no serious axe finding. */
async function lookAt(page: Page, name: string) {
  await expectNoSideScroll(page);
  await keepScreenshot(page, `admin-${name}`);
  expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);
  await keepScreenshot(page, `admin-${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an admin grants Pro, answers a support request, hides a reported recipe, and reads errors and the audit log', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Two accounts, a command-line grant and a dozen axe scans on a busy machine: a ceiling, not a wait.
  test.setTimeout(240_000);
  const origin = String(baseURL);
  const token = `t${Date.now().toString(36)}${testInfo.project.name}${testInfo.repeatEachIndex}`;
  const headers = { origin };

  // A cook with a support request, a shared recipe someone reported, and an error from the app.
  const address = `10.251.${testInfo.workerIndex % 250}.${(testInfo.repeatEachIndex % 200) + 1}`;
  const cook = await ownContext(browser, origin, address);
  const cookEmail = newEmail(testInfo);
  let recipeId = '';
  try {
    await createAccount(cook.request, origin, cookEmail);
    const signIn = await cook.request.post('/api/auth/sign-in/email', {
      headers,
      data: { email: cookEmail, password: PASSWORD },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const sent = await cook.request.post('/api/functions/send-support-email', {
      headers,
      data: {
        type: 'contact',
        subject: `Pro for the beta ${token}`,
        category: 'account',
        message: 'Could I try Pro while I test the planner for you?',
        priority: 'medium',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const imported = await cook.request.post('/api/recipes/import', {
      headers,
      data: { html: recipePage(`Quick chicken ${token}`) },
    });
    expect(imported.status(), await imported.text()).toBe(201);
    recipeId = ((await imported.json()) as { recipe: { id: string } }).recipe.id;
    const shared = await cook.request.put(`/api/recipes/${encodeURIComponent(recipeId)}/shared`, { headers });
    expect(shared.status(), await shared.text()).toBe(200);
    const error = await cook.request.post('/api/client-errors', {
      headers,
      data: {
        message: `TypeError: plan is undefined ${token}`,
        stack: `TypeError: plan is undefined ${token}\n    at PlanScreen (plan.js:12:5)\n    at renderWithHooks (react-dom.js:1:1)`,
        route: '/plan',
        release: '1.0.0-e2e',
      },
    });
    expect(error.status(), await error.text()).toBe(201);
  } finally {
    await cook.close();
  }
  const reported = await request.post('/api/reports', {
    headers,
    data: { kind: 'recipe', itemId: recipeId, reason: 'dangerous', note: `Raw chicken ${token}` },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The admin signs in to /admin.
  const adminEmail = newEmail(testInfo);
  await createAccount(request, origin, adminEmail);
  const granted = await grantAdmin(adminEmail);
  expect(granted.code, granted.output).toBe(0);
  await returningCook(page);
  await page.goto('/auth?mode=signin&returnTo=%2Fadmin');
  await submitSignIn(page, adminEmail, PASSWORD);
  const sections = page.getByRole('navigation', { name: 'Admin sections' });

  // Overview: the figures and a chart (with its table) per subject.
  await expect(page.getByRole('heading', { level: 3, name: 'In the last 30 days' })).toBeVisible();
  await expect(page.locator('figure .recharts-wrapper')).toHaveCount(5);
  await page.getByText('365 days', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]days=365/);
  await expect(page.getByRole('heading', { level: 3, name: 'In the last 365 days' })).toBeVisible();
  // The last range's figures stay, dimmed, until the year's come.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await lookAt(page, 'overview');

  // Users: find the cook, grant Pro with a reason; the row says Pro.
  await sections.getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search by email').fill(cookEmail);
  await page.getByLabel('Search by email').press('Enter');
  await expect(page).toHaveURL(/tab=users&q=/);
  const row = page.getByRole('article', { name: cookEmail });
  await expect(row.getByText('Free')).toBeVisible();
  await row.getByRole('button', { name: 'Grant Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant Pro' });
  await dialog.getByRole('button', { name: 'Grant Pro' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(`Beta tester ${token}`);
  await keepScreenshot(page, 'admin-grant-pro', { fullPage: false });
  await dialog.getByRole('button', { name: 'Grant Pro' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Pro (granted) without an end')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Revoke Pro' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('article', { name: cookEmail }).getByRole('button', { name: 'Revoke Pro' }),
  ).toBeVisible();
  await lookAt(page, 'users');

  // Support: the cook's request, answered by email; it then reads Answered.
  await sections.getByRole('link', { name: 'Support' }).click();
  await page.getByLabel('Search requests').fill(token);
  await page.getByLabel('Search requests').press('Enter');
  const requestCard = page.getByRole('article', { name: `Pro for the beta ${token}` });
  await expect(requestCard.getByText('Could I try Pro while I test the planner for you?')).toBeVisible();
  await expect(requestCard.getByRole('link', { name: cookEmail })).toBeVisible();
  const replyText = `Pro is yours for the beta: thank you! ${token}`;
  await requestCard.getByLabel('Reply').fill(replyText);
  await requestCard.getByRole('button', { name: 'Send reply' }).click();
  await expect(requestCard.getByText('Answered', { exact: true })).toBeVisible();
  await expect(requestCard.getByText(replyText)).toBeVisible();
  await expect
    .poll(async () => (await mailTo(cookEmail)).some((mail) => mail.text?.includes(replyText)), {
      timeout: 20_000,
      message: `the reply mailed to ${cookEmail}`,
    })
    .toBe(true);
  await lookAt(page, 'support');

  // Reports: hide the reported recipe; its public page is then not found.
  await sections.getByRole('link', { name: 'Reports' }).click();
  // Searched on the server by the note, so other journeys' reports on this server cannot page it away.
  await page.getByLabel('Search reports').fill(`Raw chicken ${token}`);
  await page.getByLabel('Search reports').press('Enter');
  await expect(page).toHaveURL(/tab=reports&q=/);
  const report = page.getByRole('article').filter({ hasText: `Raw chicken ${token}` });
  await expect(report.getByText('Dangerous food advice')).toBeVisible();
  await expect(report.getByRole('link', { name: `Quick chicken ${token}` })).toHaveAttribute(
    'href',
    `/r/${recipeId}`,
  );
  await report.getByRole('button', { name: 'Hide recipe' }).click();
  await expect(report.getByText('Hidden', { exact: true })).toBeVisible();
  await lookAt(page, 'reports');
  const stranger = await ownContext(browser, origin, `${address.replace('10.251.', '10.250.')}`);
  try {
    const visitor = await stranger.newPage();
    await returningCook(visitor);
    await visitor.goto(`/r/${encodeURIComponent(recipeId)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
  } finally {
    await stranger.close();
  }

  // Errors: the cook's error, grouped, with its latest stack.
  await sections.getByRole('link', { name: 'Errors' }).click();
  await page.getByLabel('Search errors').fill(token);
  await page.getByLabel('Search errors').press('Enter');
  const group = page.getByRole('article', { name: `TypeError: plan is undefined ${token}` });
  await expect(group.getByText('once', { exact: true })).toBeVisible();
  await group.getByText('Latest stack').click();
  await expect(group.getByText(/at PlanScreen/)).toBeVisible();
  await lookAt(page, 'errors');

  // The audit log: every action above, newest first, in plain words.
  await sections.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Search the audit log').fill(adminEmail);
  await page.getByLabel('Search the audit log').press('Enter');
  const log = page.getByRole('list', { name: 'Admin actions, newest first' }).getByRole('listitem');
  await expect(log).toHaveCount(3);
  await expect(log.nth(0)).toContainText(`hid “Quick chicken ${token}”, reported as Dangerous food advice`);
  await expect(log.nth(1)).toContainText(`replied to “Pro for the beta ${token}”`);
  await expect(log.nth(2)).toContainText(`granted Pro to ${cookEmail} without an end: Beta tester ${token}`);
  await lookAt(page, 'audit');
});
