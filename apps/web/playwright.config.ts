import net from 'node:net';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run in Debian's Chromium against the production build, served by the real server on a free
 * port with a fresh data directory (its own embedded PostgreSQL), started and stopped, its data
 * removed, by e2e/global-setup.ts. The ports are chosen once by the runner and inherited by its
 * workers through the environment.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DEBUG_PORT ??= String(await freePort());
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
/** A second server with debug screens on and an App Store link, for the journeys that need them. */
process.env.E2E_DEBUG_URL = `http://localhost:${process.env.E2E_DEBUG_PORT}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DESKTOP_JOURNEYS = [
  'accessibility.spec.ts',
  'admin.spec.ts',
  'first-run.spec.ts',
  'first-screen.spec.ts',
  'onboarding.spec.ts',
  'pricing-legal.spec.ts',
  'profile.spec.ts',
  'protected-routes.spec.ts',
  'rough-edges-layout.spec.ts',
  'shell.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // A ceiling, not a wait: expectations return as soon as they hold. A cold page's first lazy screen
  // took over 7 s three times in 1,120 runs with both workers and other test runs loading two cores.
  expect: { timeout: 12_000 },
  use: {
    baseURL,
    // A trace costs every journey a screencast and DOM snapshots; CI keeps no files, so it is asked for
    // when looking into a failure here: E2E_TRACE=1 (or --trace on).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // Installing the service worker precaches the whole app (about 190 files) in every new context. The
    // journeys about the worker and working offline allow it (test.use); the others load pages directly.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    {
      // Behaviour does not depend on the screen's width, so a journey runs at phone width, where cooks
      // use Larder; desktop width runs what is laid out differently there: navigation and footer,
      // accessibility of every screen (landmarks, contrast, targets), and the screens' screenshots.
      name: 'desktop',
      testMatch: DESKTOP_JOURNEYS,
      // Screens tagged @one-width show the same at desktop width; the desktop scans cover each layout.
      grepInvert: /@one-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
