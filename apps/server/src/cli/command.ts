import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from '../backup/backup-error.ts';
import { handleInterrupts } from '../backup/interrupts.ts';
import { type Env, EnvError, loadEnv } from '../env.ts';
import { createLogger, type Logger } from '../logger.ts';
import { rootPackageJson } from '../paths.ts';

/**
 * Runs a maintenance command (backup, restore): it exits 0 when done, 2 on wrong usage, and 1 with a
 * one-line message (no stack trace, no password) when something fails.
 */
export function runCommand(
  name: string,
  main: (args: string[], env: Env, logger: Logger) => Promise<number>,
): void {
  let env: Env | undefined;
  handleInterrupts(() => console.error(`${name} interrupted; undoing what it started.`));
  const run = async () => {
    env = loadEnv();
    // Quiet unless asked: PostgreSQL's own log is shown with LOG_LEVEL=debug.
    const level = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace' ? env.LOG_LEVEL : 'error';
    return main(process.argv.slice(2), env, createLogger(level));
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(withoutSecrets(failure(name, error), env));
      process.exit(1);
    },
  );
}

function failure(name: string, error: unknown): string {
  if (error instanceof BackupError || error instanceof EnvError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `${name} failed: ${message.split('\n')[0]}`;
}

/** A last guard: DATABASE_URL's password never reaches the terminal, whatever a library put in a message. */
function withoutSecrets(message: string, env: Env | undefined): string {
  const password = env?.DATABASE_URL ? new URL(env.DATABASE_URL).password : '';
  if (!password) return message;
  return message.split(password).join('***').split(decodeURIComponent(password)).join('***');
}

export function larderVersion(): string {
  const pkg = JSON.parse(readFileSync(rootPackageJson, 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** The uploads folder as the server resolves it (UPLOADS_DIR, else DATA_DIR/uploads). */
export function uploadsFolder(env: Env): string {
  return path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
