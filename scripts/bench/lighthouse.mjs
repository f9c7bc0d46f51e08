// Lighthouse (mobile profile) against the built server, for `npm run bench` (scripts/bench.mjs).
// Each route is measured as a cold load (Lighthouse clears the HTTP cache, the service worker and its
// caches before each run) in two states: a first visit, and a returning cook with an account and data.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { freePort, startLarder } from './larder-server.mjs';

const CATEGORIES = [
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
];
const SCORE_GOAL = 95;
const CLS_GOAL = 0.05;
/** Runs per route; the median one is reported (`LIGHTHOUSE_RUNS` changes it). */
const RUNS_PER_ROUTE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only the runs whose label holds this text (`LIGHTHOUSE_ONLY=/plan`), to look at one route. */
const ONLY = process.env.LIGHTHOUSE_ONLY ?? '';
/**
 * Lighthouse's mobile CPU slowdown, 4 by default: it assumes a desktop of benchmarkIndex 1500-2000.
 * Lighthouse's docs say to lower it on a slower machine; `LIGHTHOUSE_CPU_SLOWDOWN` does (the rows say so).
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
/** Lighthouse's own "good" threshold for LCP on mobile. */
const LCP_GOAL_MS = 2_500;

/**
 * What is measured. A first visit has nothing stored (no cookie, no localStorage): `/` sends it to the
 * onboarding, `/today` opens with an empty pantry and an anonymous session, and the cookie notice
 * appears after a second on both. The returning cook has an account (signed in by cookie), has seen the
 * onboarding and answered the cookie notice, and has a pantry, a week's plan and a suggested recipe,
 * all fetched from the server during the run: the screens as they are used every day.
 */
const RUNS = [
  { label: '/ (first visit)', route: () => '/', seeded: false },
  { label: '/today (first visit)', route: () => '/today', seeded: false },
  { label: '/today (returning cook)', route: () => '/today', seeded: true },
  {
    label: '/recipe (returning cook)',
    route: (seed) => `/recipe?id=${encodeURIComponent(seed.recipeId)}`,
    seeded: true,
  },
  { label: '/plan (returning cook)', route: () => '/plan', seeded: true },
];

const PANTRY =
  '2 eggs, 200g feta, half a cucumber, a bunch of coriander, 500g chicken thighs, 2 onions, 250g rice, ' +
  '3 tomatoes, 1 courgette, 400ml coconut milk, 1 lemon, 150g spinach';

const PLAN = {
  goal: 'maintain',
  days: 7,
  meals: ['breakfast', 'lunch', 'dinner'],
  servings: 2,
  weekdayMinutes: 30,
  weekendMinutes: 60,
};

async function expectStatus(response, status, what) {
  if (response.status() !== status) {
    throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  }
  return response.json();
}

/**
 * The returning cook, made through the API in the browser's own profile (its cookie jar): an account,
 * a pantry, a week's plan and a suggested recipe.
 */
async function seedReturningCook(context, origin) {
  const { request } = context;
  await expectStatus(
    await request.post(`${origin}/api/auth/sign-up/email`, {
      data: { name: 'Bench Cook', email: 'bench-cook@example.com', password: 'tomato-basil-42' },
    }),
    200,
    'sign-up',
  );
  await expectStatus(
    await request.post(`${origin}/api/pantry/items`, { data: { text: PANTRY } }),
    201,
    'pantry',
  );
  await expectStatus(await request.post(`${origin}/api/plans`, { data: PLAN }), 201, 'plan');
  const { recipes } = await expectStatus(
    await request.post(`${origin}/api/recipes/generate`, { data: { goal: 'use-it-up', servings: 2 } }),
    200,
    'recipes',
  );
  if (!recipes?.[0]) throw new Error('the kitchen suggested nothing');
  return { recipeId: recipes[0].id };
}

/**
 * Puts the profile's storage back as the visit starts from, before each run (Lighthouse itself clears
 * the HTTP cache, the service worker and its caches, but not cookies or localStorage): a first visit
 * has nothing; the returning cook keeps the session cookie, and localStorage holds only what a past
 * visit's answers leave (onboarding seen, cookie notice answered), no saved copy of any data.
 * localStorage is per origin: it is set from a same-origin response that runs none of the app's code.
 */
async function resetStorage(context, origin, seeded) {
  if (!seeded) await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate((returning) => {
    localStorage.clear();
    if (!returning) return;
    localStorage.setItem('intro_completed', 'true');
    localStorage.setItem('cookie_consent_dismissed', 'dismissed');
  }, seeded);
  await page.close();
}

/** A browser profile of its own whose DevTools port Lighthouse drives. */
async function launchProfile() {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'larder-lighthouse-'));
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  return {
    context,
    debuggingPort,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

function rowsFor(run, lhr) {
  const label = CPU_SLOWDOWN === 4 ? run : `${run}, CPU ${CPU_SLOWDOWN}x`;
  const rows = [];
  for (const [id, name] of CATEGORIES) {
    const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      name: `Lighthouse ${label}: ${name}`,
      value: score,
      unit: '',
      digits: 0,
      goal: `≥ ${SCORE_GOAL}`,
      met: score >= SCORE_GOAL,
    });
  }
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
  rows.push({
    name: `Lighthouse ${label}: CLS`,
    value: cls,
    unit: '',
    digits: 3,
    goal: `< ${CLS_GOAL}`,
    met: cls < CLS_GOAL,
  });
  rows.push({
    name: `Lighthouse ${label}: LCP (simulated mobile)`,
    value: lcp,
    unit: 's',
    goal: `≤ ${LCP_GOAL_MS / 1000} s`,
    met: lcp * 1000 <= LCP_GOAL_MS,
  });
  return rows;
}

/** The audits that cost points in a category under its goal, to say where to look. */
function shortfalls(lhr) {
  const lines = [];
  for (const [id] of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score * 100 >= SCORE_GOAL) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        lines.push(`  ${id}: ${audit.title} (${audit.displayValue ?? `score ${audit.score}`})`);
      }
    }
  }
  return lines;
}

/** One Lighthouse run from the visit's starting storage; a failed recording is tried again, twice. */
async function runLighthouse(profile, origin, run, seed) {
  for (let attempt = 1; ; attempt++) {
    await resetStorage(profile.context, origin, run.seeded);
    const result = await lighthouse(`${origin}${run.route(seed)}`, {
      port: profile.debuggingPort,
      logLevel: 'error',
      output: 'html',
      onlyCategories: CATEGORIES.map(([id]) => id),
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result;
    if (attempt === 3) throw new Error(`Lighthouse on ${run.label}: ${error.message}`);
    console.info(`Lighthouse on ${run.label}: ${error.code ?? error.message}; trying again`);
  }
}

/**
 * Runs Lighthouse's mobile profile (simulated slow 4G and a 4× slower CPU) on each route and returns
 * its rows: the four category scores, CLS and LCP. `LIGHTHOUSE_REPORTS=folder` also keeps each full
 * HTML report there.
 */
export async function benchLighthouse() {
  const rows = [];
  const reportsDir = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-bench-'));
  let server;
  const profiles = [];
  try {
    server = await startLarder({ dataDir, env: { ...process.env, LOG_LEVEL: 'warn' } });
    const origin = `http://localhost:${server.port}`;
    const firstVisit = await launchProfile();
    profiles.push(firstVisit);
    const returning = await launchProfile();
    profiles.push(returning);
    const seed = await seedReturningCook(returning.context, origin);
    const benchmarks = [];
    for (const run of RUNS.filter(({ label }) => label.includes(ONLY))) {
      const profile = run.seeded ? returning : firstVisit;
      const results = [];
      for (let i = 0; i < RUNS_PER_ROUTE; i++) {
        const result = await runLighthouse(profile, origin, run, seed);
        results.push(result);
        benchmarks.push(result.lhr.environment.benchmarkIndex);
      }
      // Lighthouse's own choice of the median run (by FCP and time to interactive), as its docs advise.
      const lhr = computeMedianRun(results.map((result) => result.lhr));
      rows.push(...rowsFor(run.label, lhr));
      const missed = shortfalls(lhr);
      if (missed.length > 0)
        console.info(`Lighthouse ${run.label}, under ${SCORE_GOAL}:\n${missed.join('\n')}`);
      if (reportsDir) {
        const file = run.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        const report = results.find((result) => result.lhr === lhr)?.report ?? '';
        writeFileSync(path.join(reportsDir, `${file}.html`), report);
        writeFileSync(path.join(reportsDir, `${file}.json`), JSON.stringify(lhr));
      }
    }
    const sorted = benchmarks.sort((a, b) => a - b);
    rows.push({
      name: "Lighthouse: this machine's CPU (benchmarkIndex, median; ~1500-2000 = the desktop its 4x slowdown assumes)",
      value: sorted[Math.floor(sorted.length / 2)],
      unit: '',
      digits: 0,
      goal: 'figure',
      met: null,
    });
  } finally {
    for (const profile of profiles) await profile.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
