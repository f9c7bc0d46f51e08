import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where the web app may call /api: only the endpoint files in `features/<f>/api/`, each through the one
 * client. Screens, hooks and lib modules call those files' functions.
 */
const src = path.resolve(import.meta.dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const IMPORTS_API = /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*'[^']*api-client\.ts'/;
/** `fetch('/api…')`, or the client's `send('/api…')` (fetch, or the native app's lib/native-api.ts). */
const FETCHES_API = /\b(fetch|send)\(\s*[`'"]\/api/;

describe('calls to /api', () => {
  const files = sources(src).map((file) => ({
    name: path.relative(src, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('are made only by the endpoint files in features/*/api, through the client', () => {
    const endpointFile = /^features\/[^/]+\/api\/[^/]+\.ts$/;
    const outside = files
      .filter(({ name }) => !endpointFile.test(name) && name !== 'lib/api-client.ts')
      .filter(({ text }) => IMPORTS_API.test(text) || FETCHES_API.test(text))
      .map(({ name }) => name);
    expect(outside).toEqual([]);
    // The client is the one `fetch` of /api.
    const fetching = files.filter(({ text }) => FETCHES_API.test(text)).map(({ name }) => name);
    expect(fetching).toEqual(['lib/api-client.ts']);
  });

  it('type each answer with its schema in packages/domain', () => {
    const endpoints = files.filter(({ name }) => /^features\/[^/]+\/api\//.test(name));
    expect(endpoints.length).toBeGreaterThan(30);
    const untyped = endpoints.flatMap(({ name, text }) => {
      const calls = [...text.matchAll(/\bapi(<[^(]*>)?\(/g)];
      return calls
        .filter(([, type]) => {
          const schema = /^<Answer<typeof (\w+)>>$/.exec(type ?? '')?.[1];
          const imported = new RegExp(
            `import type \\{[^}]*\\b${schema}\\b[^}]*\\} from '@larder/domain/api/`,
          );
          return !schema || !imported.test(text);
        })
        .map(([call]) => `${name}: ${call}`);
    });
    expect(untyped).toEqual([]);
  });
});
