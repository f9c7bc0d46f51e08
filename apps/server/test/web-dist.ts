import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A tiny stand-in for apps/web/dist, so HTTP tests do not depend on a web build. */
export function makeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'larder-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Larder</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log("larder")');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(tmpdir(), 'larder-secret.txt'), 'outside the web root');
  return dir;
}
