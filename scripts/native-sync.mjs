// `npm run native:sync`: builds the web app for the native shells and copies it, with the Capacitor
// config and plugin list, into apps/web/android and apps/web/ios (`cap sync`). VITE_SERVER_URL is the
// Larder server the app talks to. A step's own output is shown only when that step fails.
import { spawn } from 'node:child_process';

/** Where the app finds the server when VITE_SERVER_URL is not set. */
const DEFAULT_SERVER_URL = 'http://localhost:8080';

const root = new URL('../', import.meta.url);
const web = new URL('apps/web/', root);

const serverUrl = process.env.VITE_SERVER_URL || DEFAULT_SERVER_URL;
if (!/^https?:\/\/[^/\s]+/.test(serverUrl)) {
  console.error(
    `native:sync: VITE_SERVER_URL must be an http(s) address, such as https://larder.app; got "${serverUrl}"`,
  );
  process.exit(1);
}
console.info(
  `native:sync: the app will talk to ${serverUrl}` +
    (process.env.VITE_SERVER_URL ? '' : ' (VITE_SERVER_URL is not set; using the default)'),
);

/** Runs one step with its output held back; prints that output only if the step fails. */
function step(label, command, args, options) {
  const started = performance.now();
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.info(`✓ ${label} (${seconds} s)`);
        resolve(true);
        return;
      }
      console.error(`✗ ${label} failed (${signal ?? `exit code ${code}`}) after ${seconds} s. Its output:\n`);
      process.stderr.write(Buffer.concat(output));
      resolve(false);
    });
  });
}

const built = await step('web app built', 'npm', ['run', 'build', '-w', '@larder/web'], {
  cwd: root,
  env: { ...process.env, VITE_SERVER_URL: serverUrl },
});
const synced =
  built && (await step('copied into android and ios (cap sync)', 'npx', ['cap', 'sync'], { cwd: web }));
if (!synced) process.exitCode = 1;
