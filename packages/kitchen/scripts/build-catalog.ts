/**
 * Builds src/catalog-data.gen.ts from the hand-curated list in catalog-source/ and the USDA SR Legacy
 * and FoodKeeper files. Run from the repo root:
 *   npx tsx packages/kitchen/scripts/build-catalog.ts            write the module
 *   npx tsx packages/kitchen/scripts/build-catalog.ts --check    fail if the committed module is stale
 *   ... --data <dir>                                             shared data folder (default ../shared/data)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildCatalogRows } from './catalog-build/build-rows.ts';
import { readCatalogInputs } from './catalog-build/read-inputs.ts';
import { renderCatalogModule } from './catalog-build/write-module.ts';
import { catalogSources } from './catalog-source/all-aisles.ts';

const here = dirname(fileURLToPath(import.meta.url));
const modulePath = resolve(here, '../src/catalog-data.gen.ts');
const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, data: { type: 'string' } },
});
const dataDir = resolve(values.data ?? resolve(here, '../../../../shared/data'));

const { rows, problems } = buildCatalogRows(catalogSources, readCatalogInputs(dataDir));
if (problems.length > 0) {
  console.error(`The catalog has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const text = renderCatalogModule(rows);
if (values.check) {
  const committed = existsSync(modulePath) ? readFileSync(modulePath, 'utf8') : '';
  if (committed !== text) {
    console.error(
      'src/catalog-data.gen.ts is out of date: run npx tsx packages/kitchen/scripts/build-catalog.ts',
    );
    process.exit(1);
  }
  console.info(`src/catalog-data.gen.ts is up to date (${rows.length} ingredients).`);
} else {
  writeFileSync(modulePath, text);
  const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(
    `Wrote ${rows.length} ingredients to src/catalog-data.gen.ts: ` +
      `${kilobytes(Buffer.byteLength(text))}, ${kilobytes(gzipSync(text).length)} gzipped.`,
  );
}
