// The built server as the bench runs it: on a free port, with its own DATA_DIR, until /api/health answers.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `apps/server/dist/index.js` with `env` (PORT, HOST and DATA_DIR added) and waits, at most 60 s,
 * until `/api/health` answers 200. `stop()` ends it with SIGTERM and waits for it.
 */
export async function startLarder({ dataDir, env = process.env, stdio = 'ignore', describeExit = () => '' }) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/index.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Larder exited before it was healthy${describeExit()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error('Larder did not become healthy in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { port, url, process: child, exited, stop, healthyAfterMs: performance.now() - started };
}
