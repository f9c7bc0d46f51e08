import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJourneyMail } from './mail-server.ts';
import { IOS_APP_STORE_URL } from './servers.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../server/dist/index.js');

interface JourneyServer {
  stop: () => Promise<void>;
}

/**
 * Starts what the journeys run against, once per run, in the runner: the mail provider and two real
 * servers (the production build, each with its own data folder and embedded PostgreSQL; the second
 * with debug screens and an App Store link). Workers find them through the environment. The returned
 * teardown stops the servers (each stops its PostgreSQL) and then removes their data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  const mail = await startJourneyMail();
  process.env.E2E_SMTP_PORT = String(mail.smtpPort);
  process.env.E2E_MAIL_API = mail.apiUrl;

  const started = await Promise.allSettled([
    // The iOS app's bundle id: the native journeys' Apple button (native.spec.ts); the web never shows it.
    startServer(String(process.env.E2E_PORT), path.join(dataDir, 'main'), {
      APPLE_CLIENT_ID: 'app.larder.mobile',
    }),
    startServer(String(process.env.E2E_DEBUG_PORT), path.join(dataDir, 'debug'), {
      DEBUG_SCREENS: 'true',
      IOS_APP_STORE_URL,
    }),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await mail.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}

async function startServer(port: string, dataDir: string, extra: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUPPORT_EMAIL: 'help@larder.test',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://localhost:${port}`,
      // Pro is not sold on these servers; the operator's limit keeps the spec's free allowance (spec §1).
      FREE_RECIPES_PER_DAY: '5',
      // The reminders journey's push service stands in on loopback (e2e/push-relay.ts).
      PUSH_ALLOW_LOOPBACK: 'true',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const server: JourneyServer = {
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      await exited;
    },
  };
  const health = `http://127.0.0.1:${port}/api/health`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(health).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (exitCode !== undefined) throw new Error(`The journey server on port ${port} exited (${exitCode})`);
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The journey server on port ${port} did not answer ${health} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}
