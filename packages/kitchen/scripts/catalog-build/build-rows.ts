import type { CatalogRow } from '../../src/catalog-row.ts';
import { ALLERGENS, type Allergen, type DietFlag, STORAGE_PLACES } from '../../src/catalog-types.ts';
import { normaliseName } from '../../src/ingredient-name.ts';
import type { AisleSource, Contains, SourceEntry } from '../catalog-source/source-entry.ts';
import { expandAliases } from './aliases.ts';
import type { FoodKeeperProduct } from './foodkeeper.ts';
import { portionWeights } from './portions.ts';
import { storageRow } from './storage.ts';
import type { UsdaFood, UsdaPortion } from './usda.ts';

/**
 * Grams per 100 g to one decimal place, as a food label gives them: USDA's third decimal (0.042 g of
 * saturated fat in an onion) tells a cook nothing and costs the phone's download a few kilobytes.
 */
function label<T extends number | null>(grams: T): T {
  return (grams === null ? null : Math.round(grams * 10) / 10) as T;
}

export type CatalogInputs = Readonly<{
  foods: ReadonlyMap<number, UsdaFood>;
  portions: ReadonlyMap<number, readonly UsdaPortion[]>;
  foodKeeper: ReadonlyMap<number, FoodKeeperProduct>;
}>;

export type BuildResult = Readonly<{ rows: CatalogRow[]; problems: string[] }>;

/** Diet facts follow from what the ingredient contains. */
export function dietFlags(has: readonly Contains[]): DietFlag[] {
  const flags: DietFlag[] = [];
  if (has.includes('meat')) flags.push('meat');
  if (has.includes('fish')) flags.push('fish');
  if (has.includes('crustaceans') || has.includes('molluscs')) flags.push('shellfish');
  if (has.includes('milk')) flags.push('dairy');
  if (has.includes('eggs')) flags.push('egg');
  if (has.includes('honey')) flags.push('honey');
  if (has.includes('gluten')) flags.push('gluten');
  return flags;
}

const isAllergen = (value: Contains): value is Allergen => (ALLERGENS as readonly string[]).includes(value);

function buildRow(source: AisleSource, entry: SourceEntry, inputs: CatalogInputs, problems: string[]) {
  const [fdcId, description] = entry.usda;
  const food = inputs.foods.get(fdcId);
  if (!food) return void problems.push(`${entry.id}: USDA food ${fdcId} does not exist`);
  if (food.description !== description) {
    problems.push(`${entry.id}: USDA ${fdcId} is "${food.description}", not "${description}"`);
  }
  const { kcal, protein, fat, carbs } = food;
  if (kcal === null || protein === null || fat === null || carbs === null) {
    return void problems.push(`${entry.id}: USDA ${fdcId} lacks energy, protein, fat or carbohydrate`);
  }
  const product = entry.fk === undefined ? undefined : inputs.foodKeeper.get(entry.fk);
  if (entry.fk !== undefined && !product)
    problems.push(`${entry.id}: FoodKeeper product ${entry.fk} does not exist`);
  const storage = storageRow(entry, product);
  const place = entry.place ?? source.place;
  if (!storage[STORAGE_PLACES.indexOf(place)])
    problems.push(`${entry.id}: no storage life in its place (${place})`);
  const weights = portionWeights(entry, inputs.portions.get(fdcId) ?? []);
  problems.push(...weights.problems);
  const { piece, cup, tbsp, tsp, slice, bunch, handful } = weights.portions;
  const has = entry.has ?? [];
  problems.push(...mayContainProblems(entry));
  const row: CatalogRow = [
    entry.id,
    entry.name,
    distinctAliases(entry.name, expandAliases(entry.aliases)),
    source.aisle,
    entry.roles,
    dietFlags(has),
    ALLERGENS.filter((allergen) => has.filter(isAllergen).includes(allergen)),
    fdcId,
    [
      kcal,
      label(protein),
      label(fat),
      label(food.satFat),
      label(carbs),
      label(food.fibre),
      label(food.sugars),
      food.sodium,
    ],
    [piece, cup, tbsp, tsp, slice, bunch, handful],
    weights.density,
    storage,
    entry.fk ?? null,
    place,
    entry.piece?.[0] ?? null,
    entry.mild !== false,
    ALLERGENS.filter((allergen) => entry.mayContain?.includes(allergen)),
    ALLERGENS.filter((allergen) => entry.freeFrom?.includes(allergen)),
  ];
  return row;
}

/** A may-contain allergen the food always has, or a free-from kind of one it may not contain. */
export function mayContainProblems(entry: SourceEntry): string[] {
  const has: readonly string[] = entry.has ?? [];
  const may = entry.mayContain ?? [];
  return [
    ...may
      .filter((allergen) => has.includes(allergen))
      .map((a) => `${entry.id}: ${a} is both in has and in mayContain`),
    ...(entry.freeFrom ?? [])
      .filter((allergen) => !may.includes(allergen))
      .map((allergen) => `${entry.id}: freeFrom ${allergen} is not in mayContain`),
  ];
}

/** Aliases without those that repeat the name or each other once normalised. */
export function distinctAliases(name: string, aliases: readonly string[]): string[] {
  const seen = new Set([normaliseName(name)]);
  return aliases.filter((alias) => {
    const key = normaliseName(alias);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Names or aliases that are empty once normalised, or that two entries both claim. */
export function nameClashes(rows: readonly CatalogRow[]): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const [id, name, aliases] of rows) {
    for (const text of [name, ...aliases]) {
      const key = normaliseName(text);
      const claimedBy = owner.get(key);
      if (key === '') problems.push(`${id}: "${text}" is empty once normalised`);
      else if (claimedBy) problems.push(`${id}: "${text}" is already a name of ${claimedBy}`);
      else owner.set(key, id);
    }
  }
  return problems;
}

export function buildCatalogRows(sources: readonly AisleSource[], inputs: CatalogInputs): BuildResult {
  const problems: string[] = [];
  const ids = new Set<string>();
  const rows: CatalogRow[] = [];
  for (const source of sources) {
    for (const entry of source.entries) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id)) problems.push(`${entry.id}: id is not kebab-case`);
      if (ids.has(entry.id)) problems.push(`${entry.id}: id used twice`);
      ids.add(entry.id);
      const row = buildRow(source, entry, inputs, problems);
      if (row) rows.push(row);
    }
  }
  return { rows, problems: [...problems, ...nameClashes(rows)] };
}
