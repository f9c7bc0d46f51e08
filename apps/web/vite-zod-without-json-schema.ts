import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema modules, which every zod schema refers to but only `toJSONSchema()` runs. */
const JSON_SCHEMA_MODULES =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** The names a zod module exports: `export const a`, `export function b`, `export { c as d }`. */
export function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:const|function|let) (\w+)/gm)].map((match) => match[1]);
  const renamed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    (match[1] ?? '').split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    ),
  );
  return [...declared, ...renamed].filter((name): name is string => Boolean(name));
}

/**
 * The web app never turns a zod schema into JSON Schema, yet zod's classic schemas import the code that
 * does (about 5 KB gzip in the chunk every form and outbox loads). In the build, those two modules become
 * stand-ins with the same exports that throw if ever called (decision 022). Build only: tests and the
 * server use zod as it is.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'larder-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!JSON_SCHEMA_MODULES.test(id)) return null;
      const names = exportedNames(readFileSync(id, 'utf8'));
      if (names.length === 0) throw new Error(`${id}: no exports found; zod changed, see decision 022`);
      return [
        'function notInThisBuild() {',
        "  throw new Error('JSON Schema is left out of the web build (apps/web/vite-zod-without-json-schema.ts)');",
        '}',
        ...names.map((name) => `export const ${name} = notInThisBuild;`),
      ].join('\n');
    },
  };
}
