import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DELETE_ACCOUNT_CONFIRMATION } from '@larder/domain/auth';
import { type Browser, type BrowserContext, devices, type Locator, type Page, test } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from './accounts.ts';
import { grantAdmin } from './admin-grant.ts';
import { type Scheme, seriousViolations } from './axe.ts';
import { expect } from './fixtures.ts';
import { FRIDGE, isoDay, type ServerRecipe } from './kitchen.ts';
import { settled, sideOverflow, smallTargets } from './screen-checks.ts';
import { debugServerUrl } from './servers.ts';

/**
 * Every screen the router has, with real data, at phone and desktop width, light and dark: each is kept as
 * a full-page screenshot in e2e-screenshots/screens/ (git-ignored) to be looked at, and checked as a cook
 * would meet it: no serious or critical axe finding, nothing past the right edge, every tap target at least
 * 44 px. The test sets its own viewports, so it runs once (@one-width, phone project only).
 */

const SHOTS = path.resolve(import.meta.dirname, '../e2e-screenshots/screens');

/** The paths the router defines (src/app/router.tsx), read from its route table. */
const ROUTER_PATHS = [
  ...readFileSync(path.resolve(import.meta.dirname, '../src/app/router.tsx'), 'utf8').matchAll(
    /<Route\s+path="([^"]+)"/g,
  ),
].map((match) => match[1] ?? '');

interface Seeded {
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  suggestions: unknown;
  recipe: ServerRecipe;
  collection: { id: string; name: string; shareId: string };
}

type Who = 'cook' | 'visitor';
interface Visit {
  /** The router path this visit shows. */
  route: string;
  /** The screenshot's name. */
  name: string;
  who: Who;
  url: (seeded: Seeded) => string;
  /** What shows once the screen is there (its h1 when not said). */
  ready?: (page: Page, seeded: Seeded) => Locator;
  /** Where a path that only redirects lands: checked, not looked at again (its screen has a visit). */
  lands?: RegExp;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const visit = (
  route: string,
  who: Who,
  ready?: Visit['ready'],
  url?: Visit['url'],
  name?: string,
): Visit => ({
  route,
  who,
  ready,
  url: url ?? (() => route),
  name: name ?? (route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'start'),
});
const adminTab = (tab: string, shows: string) =>
  visit(
    '/admin',
    'cook',
    (page) => page.getByText(shows).first(),
    () => `/admin?tab=${tab}`,
    `admin-${tab}`,
  );
const redirect = (route: string, who: Who, lands: RegExp): Visit => ({ ...visit(route, who), lands });

/** Every screen, as the cook it is for sees it. */
const VISITS: Visit[] = [
  redirect('/', 'visitor', /\/onboarding\/welcome$/),
  redirect('/index', 'cook', /\/today$/),
  redirect('/welcome', 'visitor', /\/onboarding\/welcome$/),
  visit('/onboarding/welcome', 'visitor'),
  visit('/onboarding/demo', 'visitor'),
  visit('/onboarding/benefits', 'visitor'),
  visit('/onboarding/paywall', 'visitor'),
  visit('/onboarding/reinforcement', 'visitor'),
  visit('/today', 'cook', (page, seeded) => page.getByText(seeded.recipe.title).first()),
  visit(
    '/recipe',
    'cook',
    (page, seeded) => h1(seeded.recipe.title)(page),
    (seeded) => `/recipe?id=${encodeURIComponent(seeded.recipe.id)}`,
  ),
  visit('/pricing', 'visitor'),
  visit('/legal/privacy', 'visitor'),
  visit('/legal/terms', 'visitor'),
  visit('/app-icons', 'visitor'),
  visit('/ios', 'visitor'),
  visit('/iap-debug', 'visitor', undefined, () => debugServerUrl('/iap-debug')),
  visit('/apple-signin-debug', 'visitor', undefined, () => debugServerUrl('/apple-signin-debug')),
  visit('/debug/crash', 'visitor', h1('Application Error'), () => debugServerUrl('/debug/crash')),
  visit('/auth', 'visitor'),
  visit('/signup', 'visitor'),
  visit('/email-confirm', 'visitor'),
  visit('/reset-password', 'visitor', h1(/.+/)),
  visit('/oauth-callback', 'visitor', h1(/.+/)),
  visit('/profile', 'cook', (page) => page.getByRole('region', { name: 'Badges' })),
  visit('/settings', 'cook'),
  visit('/admin', 'cook', (page) => page.getByRole('heading', { level: 3, name: /^In the last/ })),
  adminTab('users', 'Search by email'),
  adminTab('support', 'Can I plan for four?'),
  adminTab('reports', 'Too salty for me'),
  adminTab('errors', 'TypeError: week is undefined'),
  adminTab('audit', 'Search the audit log'),
  visit('/plan', 'cook'),
  visit('/plan/wizard', 'cook'),
  visit('/meal-plan', 'cook'),
  visit('/collections', 'cook', (page, seeded) => page.getByText(seeded.collection.name).first()),
  visit(
    '/collection/:collectionId',
    'cook',
    (page, seeded) => h1(seeded.collection.name)(page),
    (seeded) => `/collection/${seeded.collection.id}`,
  ),
  visit(
    '/collection-preview/:collectionId',
    'visitor',
    (page, seeded) => h1(seeded.collection.name)(page),
    (seeded) => `/collection-preview/${seeded.collection.shareId}`,
  ),
  visit(
    '/r/:recipeId',
    'visitor',
    (page, seeded) => h1(seeded.recipe.title)(page),
    (seeded) => `/r/${encodeURIComponent(seeded.recipe.id)}`,
  ),
  visit('*', 'visitor', h1(/.+/), () => '/no/such/page', 'not-found'),
];

const post = async (context: BrowserContext, url: string, data: unknown, status = 201) => {
  const response = await context.request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  return response.json();
};

/**
 * A cook (an admin too, so /admin has a signed-in admin) with everything the screens show: a pantry with
 * foods near their date, suggestions, a recipe cooked, saved and shared, a shared collection, a week's
 * plan and its shopping list, a support request, a report and an app error for the admin's lists.
 */
async function seed(browser: Browser, baseURL: string, email: string, address: string): Promise<Seeded> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address, origin: baseURL },
  });
  try {
    await createAccount(context.request, baseURL, email);
    const granted = await grantAdmin(email);
    expect(granted.code, granted.output).toBe(0);
    await post(context, '/api/auth/sign-in/email', { email, password: PASSWORD }, 200);
    await post(context, '/api/pantry/items', { text: `${FRIDGE}, 500g chicken thighs, 2 onions, 250g rice` });
    const pantry = (await (await context.request.get('/api/pantry')).json()) as { items: { id: string }[] };
    for (const [index, item] of pantry.items.slice(0, 4).entries()) {
      const soon = await context.request.patch(`/api/pantry/items/${item.id}`, {
        data: { expiresOn: isoDay(index) },
      });
      expect(soon.status()).toBe(200);
    }
    const suggestions = (await post(
      context,
      '/api/recipes/generate',
      { goal: 'use-it-up', servings: 2 },
      200,
    )) as {
      recipes: ServerRecipe[];
    };
    const [cooked, recipe] = suggestions.recipes;
    if (!cooked || !recipe) throw new Error('the kitchen suggested fewer than two recipes');
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('intro_completed', 'true');
      localStorage.setItem('cookie_consent_dismissed', 'dismissed');
    });
    await page.goto(`/recipe?id=${encodeURIComponent(cooked.id)}`);
    await page.getByRole('button', { name: 'I cooked this' }).click();
    await expect(page.getByRole('heading', { name: 'Cooked. Enjoy your meal!' })).toBeVisible();
    // Profile's new badge is celebrated once, here, so the screens show Profile itself.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Keep it up' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Badges' })).toBeFocused();
    await page.close();
    for (const url of [`/api/recipes/${recipe.id}/saved`, `/api/recipes/${recipe.id}/shared`]) {
      expect((await context.request.put(url)).status()).toBe(200);
    }
    const made = (await post(context, '/api/collections', { name: 'Weeknight dinners' })) as { id: string };
    expect((await context.request.put(`/api/collections/${made.id}/recipes/${recipe.id}`)).status()).toBe(
      200,
    );
    const shared = await context.request.patch(`/api/collections/${made.id}`, { data: { shared: true } });
    const collection = (await shared.json()) as Seeded['collection'];
    await post(context, '/api/plans', {
      goal: 'maintain',
      days: 3,
      meals: ['breakfast', 'lunch', 'dinner'],
      servings: 2,
      weekdayMinutes: 30,
      weekendMinutes: 60,
    });
    await post(context, '/api/functions/send-support-email', {
      type: 'contact',
      subject: 'Can I plan for four?',
      category: 'account',
      message: 'My sister stays with us on Sundays: can the plan cook for four that day?',
      priority: 'medium',
    });
    await post(context, '/api/reports', {
      kind: 'recipe',
      itemId: recipe.id,
      reason: 'other',
      note: 'Too salty for me',
    });
    await post(context, '/api/client-errors', {
      message: 'TypeError: week is undefined',
      stack: 'TypeError: week is undefined\n    at PlanScreen (plan.js:12:5)',
      route: '/plan',
      release: '1.0.0-e2e',
    });
    const rest = suggestions.recipes.filter((one) => one.id !== cooked.id);
    return {
      state: await context.storageState(),
      suggestions: { ...suggestions, recipes: rest },
      recipe,
      collection,
    };
  } finally {
    await context.close();
  }
}

const WIDTHS = [
  {
    name: 'phone',
    device: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  },
  { name: 'desktop', device: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
] as const;
const SCHEMES: Scheme[] = ['light', 'dark'];

test.describe.configure({ mode: 'serial' });

let seeded: Seeded;
let email = '';
/** The addresses this run's cook comes from (the per-address limits on sign-up and sign-in). */
let address = '';

test.beforeAll(async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  email = newEmail(testInfo);
  address = `10.253.${testInfo.repeatEachIndex % 250}`;
  seeded = await seed(browser, String(baseURL), email, `${address}.1`);
});

test.afterAll(async ({ browser, baseURL }) => {
  if (!seeded) return;
  const context = await browser.newContext({ baseURL, storageState: seeded.state });
  const gone = await context.request.delete('/api/account', {
    data: { confirm: DELETE_ACCOUNT_CONFIRMATION },
  });
  await context.close();
  expect(gone.status(), `deleting ${email}`).toBe(204);
});

/**
 * What each scheme is scanned for. The colours are all a scheme changes (the stylesheet's
 * prefers-color-scheme) and the layout all a width changes: light is checked for everything at both
 * widths, dark for contrast at phone width, where every screen's parts show (the desktop frame's, in
 * dark too, by accessibility.spec.ts). Every screen is kept as a screenshot in both.
 */
type Scan = 'everything' | 'contrast' | 'none';

/** Checks the screen on `page` as it is now in `scheme`, keeps its screenshot, and returns what is wrong. */
async function lookAt(page: Page, scheme: Scheme, scan: Scan, shot: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: scheme });
  const found =
    scan === 'everything'
      ? [...(await sideOverflow(page)), ...(await smallTargets(page)), ...(await seriousViolations(page))]
      : scan === 'contrast'
        ? await seriousViolations(page, { schemes: [scheme], rules: ['color-contrast'] })
        : [];
  await page.screenshot({ path: path.join(SHOTS, `${shot}.png`), fullPage: true, animations: 'disabled' });
  return found;
}

for (const width of WIDTHS) {
  test(`every screen at ${width.name} width, light and dark: axe, side overflow and tap targets @one-width`, async ({
    browser,
    baseURL,
  }) => {
    // About forty screens, each loaded, scanned and kept twice, on a busy machine: a ceiling, not a wait.
    test.setTimeout(480_000);
    const open = async (who: Who) => {
      const context = await browser.newContext({
        ...width.device,
        baseURL,
        serviceWorkers: 'block',
        storageState: who === 'cook' ? seeded.state : undefined,
        extraHTTPHeaders: { 'x-forwarded-for': `${address}.${who === 'cook' ? 2 : 3}` },
      });
      // Today's suggestions are kept for the tab (sessionStorage): each load starts with the seeded ones.
      await context.addInitScript(
        ([kept, cook]) => {
          if (cook) sessionStorage.setItem('larder_suggestions', JSON.stringify(kept));
          else localStorage.setItem('cookie_consent_dismissed', 'dismissed');
        },
        [seeded.suggestions, who === 'cook'] as const,
      );
      return context.newPage();
    };
    const pages: Record<Who, Page> = { cook: await open('cook'), visitor: await open('visitor') };
    const problems: string[] = [];
    try {
      for (const one of VISITS) {
        const page = pages[one.who];
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(one.url(seeded));
        if (one.lands) {
          await expect(page).toHaveURL(one.lands);
          continue;
        }
        await expect((one.ready ?? h1(/.+/))(page, seeded)).toBeVisible();
        await settled(page);
        const where = `${width.name} ${one.name} (${page.url().replace(String(baseURL), '')})`;
        for (const scheme of SCHEMES) {
          const scan = scheme === 'light' ? 'everything' : width.name === 'phone' ? 'contrast' : 'none';
          for (const found of await lookAt(page, scheme, scan, `${width.name}-${scheme}--${one.name}`)) {
            problems.push(`${where} ${scheme}: ${found}`);
          }
        }
      }
    } finally {
      await Promise.all(Object.values(pages).map((page) => page.context().close()));
    }
    expect(problems).toEqual([]);
  });
}

test('the screen list covers every route the router has @one-width', () => {
  expect([...new Set(VISITS.map((one) => one.route))].sort()).toEqual([...ROUTER_PATHS].sort());
});
