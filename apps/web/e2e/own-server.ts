import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
  stop: () => Promise<void>;
}

/** A server of the journey's own, serving a copy of the web build, for tests that change what is served. */
export async function startOwnServer(): Promise<OwnServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'larder-own-'));
  const webDir = path.join(folder, 'web');
  cpSync(path.join(repoRoot, 'apps/web/dist'), webDir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/index.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(folder, 'data'),
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://localhost:${port}`;
  const server: OwnServer = {
    url,
    webDir,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error('own server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}
