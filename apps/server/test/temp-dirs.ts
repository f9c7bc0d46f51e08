import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let root: string | undefined;

/**
 * A new folder for this test file, under one folder of the file's own in the OS temp dir. They all go
 * after the file, also when it failed (test/setup.ts).
 */
export function tempDir(prefix: string): string {
  root ??= mkdtempSync(path.join(tmpdir(), 'larder-test-'));
  return mkdtempSync(path.join(root, prefix));
}

export function removeTempDirs(): void {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
}
