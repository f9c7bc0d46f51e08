import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnServer {
  url: string;
  /** A private copy of the built web app that this server serves; a test may change it. */
  webDir: string;
  /** The server's DATA_DIR (its embedded PostgreSQL, and its kept mail when no SMTP_URL is set). */
  dataDir: string;
  /** What the server wrote to stdout and stderr, for a failed journey to attach before `stop`. */
  logFile: string;
  stop: () => Promise<void>;
}

export interface OwnServerOptions {
  /** Variables for this server only, over the defaults here; `undefined` removes one the run inherited. */
  env?: Record<string, string | undefined>;
}

/**
 * A server of the journey's own, serving a copy of the web build, for tests that change what is served
 * or how the server is configured. Its folder goes with `stop`, and with a failed start.
 */
export async function startOwnServer(options: OwnServerOptions = {}): Promise<OwnServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'larder-own-'));
  const webDir = path.join(folder, 'web');
  const dataDir = path.join(folder, 'data');
  cpSync(path.join(repoRoot, 'apps/web/dist'), webDir, { recursive: true });
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const logFile = path.join(folder, 'server.log');
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/index.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log); // The child has its own copy.
  let running = true;
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    running = false;
  });
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(running ? 'own server did not start within 60 s' : 'own server exited at start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, webDir, dataDir, logFile, stop };
}
