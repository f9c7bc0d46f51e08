import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp-dirs.ts';

/**
 * A tiny stand-in for apps/web/dist, so HTTP tests do not depend on a web build. Beside it, outside
 * the web root, lies larder-secret.txt, which the server must never serve.
 */
export function makeWebDist(): string {
  const dir = tempDir('web-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Larder</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log("larder")');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(path.dirname(dir), 'larder-secret.txt'), 'outside the web root');
  return dir;
}
