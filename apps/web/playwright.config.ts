import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { startJourneyMail } from './e2e/mail-server.ts';
import { IOS_APP_STORE_URL } from './e2e/servers.ts';

/**
 * Journeys run in Debian's Chromium against the production build, served by the real server on a free
 * port with a fresh data directory (its own embedded PostgreSQL). The port and folder are chosen once
 * by the runner and inherited by its workers through the environment.
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
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'larder-e2e-'));
if (!process.env.E2E_SMTP_PORT) {
  const mail = await startJourneyMail();
  process.env.E2E_SMTP_PORT = String(mail.smtpPort);
  process.env.E2E_MAIL_API = mail.apiUrl;
}
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
/** A second server with debug screens on and an App Store link, for the journeys that need them. */
process.env.E2E_DEBUG_URL = `http://localhost:${process.env.E2E_DEBUG_PORT}`;

function server(port: string, dataDir: string, extra: Record<string, string> = {}) {
  return {
    command: 'node ../server/dist/index.js',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUPPORT_EMAIL: 'help@larder.test',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_POLL_MS: '200',
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://localhost:${port}`,
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...extra,
    },
  };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    server(String(process.env.E2E_PORT), path.join(String(process.env.E2E_DATA_DIR), 'main')),
    server(String(process.env.E2E_DEBUG_PORT), path.join(String(process.env.E2E_DATA_DIR), 'debug'), {
      DEBUG_SCREENS: 'true',
      IOS_APP_STORE_URL,
    }),
  ],
});
