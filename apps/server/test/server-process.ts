import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/db/embedded-postgres.ts';
import { waitFor } from './wait-for.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** The embedded PostgreSQL's port, read from the server's log. */
  embeddedPort: () => number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ServerProcess>();

/** Runs the real server entry point (src/index.ts through tsx) as its own process. */
export async function spawnServer(
  env: Record<string, string>,
  options: { ownProcessGroup?: boolean } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // As in a terminal: the server leads a process group that a Ctrl-C is sent to as a whole.
    detached: options.ownProcessGroup ?? false,
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    embeddedPort: () => {
      const match = /"port":(\d+),"databaseDir"/.exec(output);
      return match ? Number(match[1]) : undefined;
    },
    exited,
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/**
 * Stops (SIGTERM, as an operator would) every server this test file started that still runs: one a
 * failed or timed-out test left behind. For the file's afterAll, before its folders are removed.
 */
export async function stopServers(): Promise<void> {
  await Promise.all(
    [...running].map(async (server) => {
      server.child.kill('SIGTERM');
      await server.exited;
    }),
  );
}

/** Waits until the server answers its health check; fails early with its output if it exits. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 40_000): Promise<void> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  await waitFor(async () => {
    if (exited) throw new Error(`The server exited before it was healthy:\n${server.output()}`);
    const response = await fetch(`${server.url}/api/health`).catch(() => undefined);
    return response?.status === 200 ? true : undefined;
  }, timeoutMs).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`, { cause: error });
  });
}
