// `npm run bench`: prints Larder's speed and size figures against their goals. Run after a build
// (the npm script builds first). Figures, not assertions: nothing here fails a test run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startLarder } from './bench/larder-server.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchRequestPath } from './bench/load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const rows = [];

/** One figure; `extra.before` is the same figure before a change, printed beside it. */
function row(name, value, unit, goal, met, extra = {}) {
  rows.push({ name, value, unit, goal, met, ...extra });
}

/** Starts the built server and returns the milliseconds until /api/health answers 200. */
async function startToHealthy(dataDir) {
  const larder = await startLarder({ dataDir, env: { ...process.env, LOG_LEVEL: 'warn' } });
  try {
    const status = readFileSync(`/proc/${larder.process.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { ms: larder.healthyAfterMs, rssMb: rssKb / 1024 };
  } finally {
    await larder.stop();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function benchStartup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-bench-'));
  try {
    const first = await startToHealthy(dataDir);
    row(
      'Start to healthy, first run (new data directory)',
      first.ms / 1000,
      's',
      '< 15 s',
      first.ms < 15_000,
    );
    const again = [];
    for (let i = 0; i < 3; i++) again.push(await startToHealthy(dataDir));
    const ms = median(again.map((r) => r.ms));
    row('Start to healthy, existing data directory (median of 3)', ms / 1000, 's', '< 5 s', ms < 5_000);
    row('Server memory (RSS) once healthy', median(again.map((r) => r.rssMb)), 'MB', 'figure', null);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** Runs `work` against the built server (a fresh data directory) once healthy, with Chromium; cleans up. */
async function withServerAndBrowser(work) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-bench-'));
  const larder = await startLarder({ dataDir, env: { ...process.env, LOG_LEVEL: 'warn' } });
  const browser = await launchBrowser();
  try {
    await work({ port: larder.port, browser });
  } finally {
    await browser.close();
    await larder.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What a first visit to a route downloads: the JS and CSS files Chromium requests, gzip-compressed. */
async function benchFirstRouteSize() {
  await withServerAndBrowser(async ({ port, browser }) => {
    for (const [label, route, returning] of [
      ['first visit to / (onboarding)', '/', false],
      ['returning cook, /today', '/today', true],
    ]) {
      const context = await browser.newContext();
      if (returning) await context.addInitScript(() => localStorage.setItem('intro_completed', 'true'));
      const page = await context.newPage();
      const files = new Set();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (/\.(js|css)$/.test(pathname) && !pathname.endsWith('/sw.js') && !pathname.includes('workbox-')) {
          files.add(pathname);
        }
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const kb = (ext) =>
        [...files]
          .filter((f) => f.endsWith(ext))
          .reduce((sum, f) => sum + gzipSize(path.join(webDist, f)), 0) / 1024;
      const jsKb = kb('.js');
      if (process.env.BENCH_FILES) {
        for (const f of files)
          console.info(
            `${(gzipSize(path.join(webDist, f)) / 1024).toFixed(1).padStart(6)} KB  ${f}  (${label})`,
          );
      }
      row(`JavaScript for the ${label} (gzip)`, jsKb, 'KB', '< 120 KB', jsKb < 120);
      row(`CSS for the ${label} (gzip)`, kb('.css'), 'KB', 'figure', null);
      await context.close();
    }
  });
}

function benchPrecache() {
  const sw = readFileSync(path.join(webDist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  const bytes = urls.reduce((sum, url) => sum + statSync(path.join(webDist, url)).size, 0);
  row(`Service-worker precache (${urls.length} files, uncompressed)`, bytes / 1024, 'KB', 'figure', null);
}

/**
 * Runs one of the kitchen's bench functions (`packages/kitchen/bench/<file>.ts`, export `name`) as the
 * server runs the kitchen: bundled by esbuild for Node, as `apps/server/build.mjs` does, in its own process.
 * (Run through tsx instead, every function would carry tsx's name-keeping wrappers, which cost a tenth.)
 */
function runKitchenBench(file, name) {
  return runBundled(`packages/kitchen/bench/${file}.ts`, name);
}

/** Bundles `entry` (a path from the repository root) for Node and prints `name(...args)` from its own process. */
function runBundled(entry, name, args = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'larder-bench-'));
  const bundle = path.join(dir, `${path.basename(entry, '.ts')}.mjs`);
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/esbuild'),
      [
        entry,
        '--bundle',
        '--platform=node',
        '--target=node20',
        '--format=esm',
        '--log-level=warning',
        `--outfile=${bundle}`,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    const call = `${name}(...${JSON.stringify(args)})`;
    const script = `import { ${name} } from ${JSON.stringify(pathToFileURL(bundle).href)}; console.log(JSON.stringify(${call}));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    return JSON.parse(output.trim().split('\n').at(-1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The kitchen engine: suggestions for a 30-item pantry without a model, bundled as the server runs it. */
function benchGenerationRow() {
  const { p50, p95 } = runKitchenBench('bench-generation', 'benchGeneration');
  row('Recipe suggestions, 30-item pantry, no model: p50', p50, 'ms', 'figure', null);
  row('Recipe suggestions, 30-item pantry, no model: p95', p95, 'ms', '< 50 ms', p95 < 50);
}

/**
 * Issue 15's judging set: the soft scores over every fridge (`packages/kitchen/bench/bench-judging.ts`),
 * each beside its figure on the engine before issue 15 (`judging-before.json`).
 */
function benchJudgingRows() {
  const now = runKitchenBench('bench-judging', 'benchJudging');
  const before = JSON.parse(
    readFileSync(path.join(root, 'packages/kitchen/bench/judging-before.json'), 'utf8'),
  );
  const share = (figures) => (100 * figures.goodCookFridges) / figures.fridges;
  const soonest = (figures) => (100 * figures.soonestInTopFridges) / figures.fridgesWithSoonest;
  const judged = (name, pick, unit, goal, met, digits) =>
    row(name, pick(now), unit, goal, met === null ? null : met(pick(now)), { before: pick(before), digits });
  judged(
    `Judging, ${now.fridges} fridges: top 3 all built on what a good cook would use`,
    share,
    '%',
    '≥ 90 %',
    (value) => value >= 90,
  );
  judged('Judging: soonest-expiring food in the top 3', soonest, '%', '100 %', (value) => value >= 100);
  judged(
    'Judging: share of expiring items the top 3 use',
    (f) => f.expiringSharePercent,
    '%',
    'figure',
    null,
  );
  judged('Judging: share of the pantry the top 3 use', (f) => f.pantrySharePercent, '%', 'figure', null);
  judged('Judging: items to buy per top-3 recipe', (f) => f.itemsToBuyPerRecipe, 'items', 'figure', null, 2);
  judged('Judging: pairing score of the top 3 (0–1)', (f) => f.pairingScore, '', 'figure', null, 2);
  judged(
    'Judging: distinct dish kinds among the 5 shown',
    (f) => f.distinctKindsShown,
    '',
    'figure',
    null,
    2,
  );
  judged(
    'Judging: distinct lead proteins among the 5 shown',
    (f) => f.distinctLeadsShown,
    '',
    'figure',
    null,
    2,
  );
  judged(
    `Judging: fridges whose top 3 has the most repeated dish (${now.mostRepeatedKind.kind})`,
    (f) => f.mostRepeatedKind.fridges,
    'fridges',
    'figure',
    null,
    0,
  );
}

/** The pantry parser against its corpus of real-world lines (no server needed). */
function benchParserRow() {
  const { lines, exact, percent } = runKitchenBench('bench-parser', 'benchParser');
  row(`Pantry parser corpus: ${exact} of ${lines} lines read exactly`, percent, '%', '≥ 95 %', percent >= 95);
}

/**
 * The recipe-import reader against its corpus (`apps/server/test/import-corpus`): pages from many kinds of
 * sites, each beside the recipe a cook reads on it (no server needed).
 */
function benchImportCorpusRow() {
  const { pages, bothExact, percent } = runBundled(
    'apps/server/test/import-corpus/measure.ts',
    'measureImportCorpus',
    [path.join(root, 'apps/server/test/import-corpus')],
  );
  row(
    `Recipe import corpus: ${bothExact} of ${pages} pages with title and every ingredient line exact`,
    percent,
    '%',
    '≥ 95 %',
    percent >= 95,
  );
}

/** A week's plan (7 days × 3 meals, 40-item pantry) and its shopping list, in the kitchen engine. */
function benchPlanningRows() {
  const { plan, list } = runKitchenBench('bench-planning', 'benchPlanning');
  row('Meal plan, 7 days × 3 meals, 40-item pantry: p50', plan.p50, 'ms', 'figure', null);
  row('Meal plan, 7 days × 3 meals, 40-item pantry: p95', plan.p95, 'ms', '< 200 ms', plan.p95 < 200);
  row("That plan's shopping list: p95", list.p95, 'ms', '< 20 ms', list.p95 < 20);
}

/**
 * A cook's photo as the server keeps it: a 12-megapixel phone JPEG decoded, turned upright, fitted in
 * 1600 px and encoded again without metadata (`apps/server/test/photo-resize-bench.ts`, run with tsx: the
 * time is libvips's).
 */
function benchPhotoResizeRows() {
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/server/test/photo-resize-bench.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  const { inputKb, storedKb, p50, max, cpuP50 } = JSON.parse(output.trim().split('\n').at(-1));
  row(
    `Cook's photo, 12 MP JPEG (${Math.round(inputKb)} KB) resized to 1600 px: p50`,
    p50,
    'ms',
    '< 1000 ms',
    p50 < 1000,
  );
  row('That resize: slowest of 7', max, 'ms', 'figure', null);
  row('That resize: CPU time (p50)', cpuP50, 'ms', '< 500 ms', cpuP50 < 500);
  row('That photo as stored', storedKb, 'KB', 'figure', null);
}

/** The same engine in Chromium: bench-generation.ts bundled for the browser and run in a page. */
async function benchBrowserGeneration() {
  const dir = mkdtempSync(path.join(tmpdir(), 'larder-bench-'));
  const bundle = path.join(dir, 'bench.js');
  execFileSync(
    path.join(root, 'node_modules/.bin/esbuild'),
    [
      'packages/kitchen/bench/bench-generation.ts',
      '--bundle',
      '--minify',
      '--format=iife',
      '--global-name=LarderBench',
      '--platform=browser',
      `--outfile=${bundle}`,
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: readFileSync(bundle, 'utf8') });
    const { p50, p95 } = await page.evaluate(() => globalThis.LarderBench.benchGeneration());
    row('Recipe suggestions in Chromium (the engine offline): p50', p50, 'ms', 'figure', null);
    row('Recipe suggestions in Chromium (the engine offline): p95', p95, 'ms', '< 100 ms', p95 < 100);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the kitchen costs the browser, and only when needed: Today's first load, then the cook types an
 * item (type-ahead loads the catalog) and cooks without a network (the engine answers on the device).
 */
async function benchKitchenDownload() {
  await withServerAndBrowser(async ({ port, browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(() => {
      localStorage.setItem('intro_completed', 'true');
      localStorage.setItem('cookie_consent_dismissed', 'dismissed');
    });
    const page = await context.newPage();
    const files = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) files.push(pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/today`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    const firstLoad = new Set(files);
    await page.getByRole('combobox', { name: 'Add food' }).fill('2 tomat');
    await page.getByRole('option', { name: 'tomato', exact: true }).waitFor();
    await page.route('**/api/recipes/generate', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Cook something' }).click();
    await page.getByText("Made on this device while you're offline.", { exact: false }).waitFor();
    await page.locator('svg[data-vessel]').first().waitFor({ state: 'attached' });
    const loaded = [...new Set(files)].filter((file) => !firstLoad.has(file));
    // The dish pictures on the cards (decision 043) and the cards themselves load then too, but they are
    // no part of the kitchen: each gets a row of its own, and the total is shown.
    const isPicture = (file) => /\/dish-(picture|illustration)-/.test(file);
    const isCardUi = (file) => /\/suggestion-list-/.test(file);
    const later = loaded.filter((file) => !isPicture(file) && !isCardUi(file));
    const pictures = loaded.filter(isPicture);
    const gzipKb = (list) => list.reduce((sum, f) => sum + gzipSize(path.join(webDist, f)), 0) / 1024;
    const kb = gzipKb(later);
    const pictureKb = gzipKb(pictures);
    const cardKb = gzipKb(loaded.filter(isCardUi));
    if (process.env.BENCH_FILES) {
      for (const f of later)
        console.info(`${(gzipSize(path.join(webDist, f)) / 1024).toFixed(1).padStart(6)} KB  ${f}`);
    }
    row(
      `Kitchen code and data, loaded when needed (${later.length} files, gzip)`,
      kb,
      'KB',
      '< 150 KB',
      kb < 150,
    );
    row(
      `Dish pictures on the cards, loaded when needed (${pictures.length} files, gzip)`,
      pictureKb,
      'KB',
      '< 45 KB',
      pictures.length > 0 && pictureKb < 45,
    );
    row(
      'The suggestion cards, loaded with the first suggestions (gzip)',
      cardKb,
      'KB',
      '< 5 KB',
      cardKb > 0 && cardKb < 5,
    );
    row('All of the above, loaded after the first screen (gzip)', gzipKb(loaded), 'KB', 'figure', null);
    const catalogUpFront = [...firstLoad].some((file) => /catalog|device-kitchen/.test(file));
    row("Kitchen code in Today's first load", catalogUpFront ? 1 : 0, 'files', '0', !catalogUpFront);
    await context.close();
  });
}

// Every figure, in this order. `BENCH_ONLY=kitchen-download,first-route-size npm run bench` runs only the named ones.
const benches = {
  parser: benchParserRow,
  'import-corpus': benchImportCorpusRow,
  startup: benchStartup,
  'request-path': async () => rows.push(...(await benchRequestPath())),
  generation: benchGenerationRow,
  judging: benchJudgingRows,
  planning: benchPlanningRows,
  'photo-resize': benchPhotoResizeRows,
  'browser-generation': benchBrowserGeneration,
  'kitchen-download': benchKitchenDownload,
  'first-route-size': benchFirstRouteSize,
  precache: benchPrecache,
  lighthouse: async () => rows.push(...(await benchLighthouse())),
};
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only?.filter((name) => !(name in benches)) ?? [];
if (unknown.length > 0) {
  throw new Error(
    `BENCH_ONLY names no bench: ${unknown.join(', ')} (known: ${Object.keys(benches).join(', ')})`,
  );
}
for (const [name, bench] of Object.entries(benches)) {
  if (!only || only.includes(name)) await bench();
}

const width = Math.max(...rows.map((r) => r.name.length));
const shown = (r, value) =>
  `${value.toFixed(r.digits ?? (r.unit === 's' ? 2 : r.unit === '×' ? 3 : 1))}${r.unit ? ` ${r.unit}` : ''}`;
console.info(
  `\n${'Figure'.padEnd(width)}  ${'Before'.padStart(10)}  ${'Value'.padStart(10)}  Goal        Met`,
);
console.info(`${'-'.repeat(width)}  ${'-'.repeat(10)}  ${'-'.repeat(10)}  ----------  ---`);
for (const r of rows) {
  const before = r.before === undefined ? '' : shown(r, r.before);
  const met = r.met === null ? '' : r.met ? 'yes' : 'NO';
  console.info(
    `${r.name.padEnd(width)}  ${before.padStart(10)}  ${shown(r, r.value).padStart(10)}  ${r.goal.padEnd(10)}  ${met}`,
  );
}
