import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalogRows } from '../catalog-build/build-rows.ts';
import { readCatalogInputs } from '../catalog-build/read-inputs.ts';
import { renderCatalogModule } from '../catalog-build/write-module.ts';
import { catalogSources } from './all-aisles.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(here, '../../../../../shared/data');
const haveData = existsSync(resolve(dataDir, 'usda_sr_legacy', 'derived', 'sr_legacy_foods_per100g.csv'));

/** These need the shared USDA and FoodKeeper files, which live outside the repo; elsewhere they are skipped. */
describe.skipIf(!haveData)('the curated list against the USDA and FoodKeeper files', () => {
  const { rows, problems } = haveData
    ? buildCatalogRows(catalogSources, readCatalogInputs(dataDir))
    : { rows: [], problems: [] };

  it('builds without a problem: every fdcId exists with the recorded description and nutrients', () => {
    expect(problems).toEqual([]);
    expect(rows.length).toBe(catalogSources.reduce((count, source) => count + source.entries.length, 0));
  });

  it('matches the committed src/catalog-data.gen.ts (run build-catalog.ts after changing the list)', () => {
    const committed = readFileSync(resolve(here, '../../src/catalog-data.gen.ts'), 'utf8');
    expect(committed === renderCatalogModule(rows)).toBe(true);
  });
});
