// The request path under load, in `npm run bench`: a bare Hono app (hello-server.mjs) and the built
// Larder server, started side by side in one run on one machine, each loaded by autocannon with 20
// connections. Larder's figures count as shares of the bare app's req/s, so a busy machine moves both.
// Run alone with `node scripts/bench/load.mjs [seconds]` after `npm run build`.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startLarder } from './larder-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 3;

/** A child process and a promise of its exit; `stop()` ends it with SIGTERM and waits. */
function child(args, options) {
  const process_ = spawn(process.execPath, args, { cwd: root, ...options });
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  return {
    process: process_,
    exited,
    stop: async () => {
      if (process_.exitCode === null && process_.signalCode === null) process_.kill('SIGTERM');
      await exited;
    },
  };
}

async function startHello() {
  const hello = child([path.join(import.meta.dirname, 'hello-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    hello.process.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(Number(text.trim()));
    });
    hello.exited.then((code) => reject(new Error(`the bare Hono app exited (${code})`)));
  });
  return { ...hello, url: `http://127.0.0.1:${port}/` };
}

/** The built server as `npm start` runs it (production, LOG_LEVEL info), its log in `logFile`. */
async function startBuiltLarder(dataDir, logFile) {
  const log = openSync(logFile, 'a');
  try {
    const larder = await startLarder({
      dataDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', log, log],
      describeExit: () => `:\n${readFileSync(logFile, 'utf8')}`,
    });
    return { ...larder, origin: `http://localhost:${larder.port}` };
  } finally {
    closeSync(log);
  }
}

/** Signs a cook up (no SMTP_URL: signed in at once) and fills their pantry; returns the cookie header. */
async function signedInCook(larder) {
  const post = (route, body, cookie) =>
    fetch(`${larder.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: larder.origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', {
    name: 'Bench Cook',
    email: 'bench.cook@example.com',
    password: 'a long bench pass phrase 42',
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const added = await post(
    '/api/pantry/items',
    { text: '6 eggs, 1 l milk, 3 tomatoes, 200 g cheddar, spinach, 4 chicken thighs, 500 g rice, 2 onions' },
    cookie,
  );
  if (added.status !== 201) throw new Error(`adding pantry items answered ${added.status}`);
  return cookie;
}

/** autocannon against one URL: mean req/s, p99 latency, and the answers that were not a 2xx. */
async function load(url, headers, seconds) {
  const run = (duration) => autocannon({ url, connections: CONNECTIONS, duration, headers });
  await run(WARM_UP_SECONDS);
  const result = await run(seconds);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

/** Loads each route for `seconds` (after a warm-up) and returns the bench rows. */
export async function benchRequestPath({ seconds = 10 } = {}) {
  const rows = [];
  const row = (name, value, unit, goal, met) => rows.push({ name, value, unit, goal, met });
  const dir = mkdtempSync(path.join(tmpdir(), 'larder-bench-load-'));
  let bareApp;
  let larder;
  try {
    bareApp = await startHello();
    larder = await startBuiltLarder(path.join(dir, 'data'), path.join(dir, 'server.log'));
    const cookie = await signedInCook(larder);

    // As the web app asks: browsers always offer compressed answers.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const routes = [
      ['GET /api/config', '/api/config', browser, 0.5],
      ['GET /api/auth/get-session', '/api/auth/get-session', { ...browser, cookie }, 0.3],
      ['GET /api/pantry, signed in', '/api/pantry', { ...browser, cookie }, 0.15],
    ];
    // Each route is loaded right after the bare app (20 connections too) and counted against that run:
    // the machine's other load moves both alike.
    const bareP99 = [];
    let failed = 0;
    for (const [label, route, headers, goal] of routes) {
      const bare = await load(bareApp.url, {}, seconds);
      bareP99.push(bare.p99);
      const { rps, p99, failed: refused } = await load(`${larder.url}${route}`, headers, seconds);
      failed += refused;
      const share = rps / bare.rps;
      row(`${label}: share of bare Hono's req/s`, share, '×', `≥ ${goal}`, share >= goal);
      row(`${label}: req/s`, rps, 'req/s', 'figure', null);
      row(`${label}: p99`, p99, 'ms', 'figure', null);
      row(`  bare Hono hello just before it: req/s`, bare.rps, 'req/s', 'figure', null);
    }
    const meanP99 = bareP99.reduce((sum, value) => sum + value, 0) / bareP99.length;
    row('Bare Hono hello: p99 (mean of its runs)', meanP99, 'ms', 'figure', null);
    row('Larder answers that were not a 2xx, or none', failed, 'requests', '0', failed === 0);
    const rss = rssMb(larder.process.pid);
    row('Server memory (RSS) after that load', rss, 'MB', '≤ 200 MB', rss <= 200);
    return rows;
  } finally {
    await larder?.stop();
    await bareApp?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.argv[2] ?? 10);
  for (const r of await benchRequestPath({ seconds })) {
    const digits = r.unit === '×' ? 3 : 1;
    console.info(
      `${r.name.padEnd(56)} ${r.value.toFixed(digits).padStart(10)} ${r.unit.padEnd(6)} ${r.goal}`,
    );
  }
}
