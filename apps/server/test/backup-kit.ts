import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runningEmbeddedPort } from '../src/db/embedded-postgres.ts';
import { waitFor } from './wait-for.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Runs `npm run backup|restore -- FILE` as a person would, with only the given settings. `viaNpm: false`
 * runs the same command file without npm around it, which saves a second of CPU on a 2-core CI.
 */
export function runBackupCommand(
  script: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
  viaNpm = true,
): Promise<{ code: number | null; output: string }> {
  const [command, args] = viaNpm
    ? ['npm', ['run', '--silent', script, '--', file]]
    : [process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, file]];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

export type ManifestJson = {
  larderVersion: string;
  migrations: { hash: string; createdAt: number }[];
  tables: { name: string; entry: string; sha256: string; columns: string[] }[];
};

/** The backup's manifest, read with the system's tar: the format is plain tar.gz. */
export function manifestOf(file: string): ManifestJson {
  return JSON.parse(execFileSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' }));
}

/**
 * A copy of `backup` with its manifest changed by `edit`, unpacked and packed again by the system's tar
 * (manifest first, as Larder writes it) into `into/NAME.tar.gz`.
 */
export function repack(
  backup: string,
  into: string,
  name: string,
  edit: (manifest: ManifestJson) => void,
): string {
  const folder = path.join(into, `${name}-unpacked`);
  mkdirSync(folder);
  execFileSync('tar', ['-xzf', backup, '-C', folder]);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as ManifestJson;
  edit(manifest);
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  const file = path.join(into, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', file, '-C', folder, 'manifest.json', 'database', 'uploads']);
  return file;
}

/** Stops a PostgreSQL a failed test left running on this cluster folder, if there is one. */
export async function stopLeftoverPostgres(databaseDir: string): Promise<void> {
  if ((await runningEmbeddedPort(databaseDir)) === null) return;
  const pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGINT');
  await waitFor(async () => ((await runningEmbeddedPort(databaseDir)) === null ? true : undefined), 15_000);
}
