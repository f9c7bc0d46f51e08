import { decodeCatalog } from './catalog-columns.ts';
import { catalogColumns, catalogProvenance } from './catalog-data.gen.ts';

export type Provenance = Readonly<{ fdcId: number; foodKeeperId: number | null }>;

let byId: ReadonlyMap<string, Provenance> | undefined;

/**
 * Where an ingredient's figures come from: the USDA SR Legacy food of its nutrition and the FoodKeeper
 * product of its storage life, if any. For the tests and the catalog's build; the app never reads it, so
 * the browser does not download it (decision 022).
 */
export function provenanceOf(id: string): Provenance | null {
  byId ??= new Map(
    decodeCatalog(catalogColumns, catalogProvenance).map((row) => [
      row[0],
      { fdcId: row[7] ?? 0, foodKeeperId: row[12] },
    ]),
  );
  return byId.get(id) ?? null;
}
