import type { PortionWeights } from '../../src/catalog-types.ts';
import { ML_PER_VOLUME_UNIT } from '../../src/pantry-units.ts';
import type { SourceEntry } from '../catalog-source/source-entry.ts';
import type { UsdaPortion } from './usda.ts';

const round = (value: number, places: number): number => Number(value.toFixed(places));

/** Grams in one unit of a USDA measure ("0.25 block = 81 g" → 324 g per block). */
const gramsPerOne = (portion: UsdaPortion): number => round(portion.grams / portion.amount, 2);

/**
 * The USDA measure a source entry names: the first whose text starts with `wanted` (any case),
 * else the first containing it as a word ("medium" finds "Potato medium (2-1/4" dia)").
 */
export function findPortion(portions: readonly UsdaPortion[], wanted: string): UsdaPortion | undefined {
  const text = wanted.toLowerCase();
  const starts = portions.find((portion) => portion.unit.toLowerCase().startsWith(text));
  if (starts) return starts;
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(^|[^a-z])${escaped}`);
  return portions.find((portion) => word.test(portion.unit.toLowerCase()));
}

/** The first measure whose text is one of `names` exactly, else starts with one of them. */
function measure(portions: readonly UsdaPortion[], names: readonly string[]): UsdaPortion | undefined {
  const lower = (portion: UsdaPortion) => portion.unit.toLowerCase().trim();
  return (
    portions.find((portion) => names.includes(lower(portion))) ??
    portions.find((portion) => names.some((name) => new RegExp(`^${name}\\b`).test(lower(portion))))
  );
}

/** USDA's plain cup, else the first other cup measure (but not a cup of whipped cream). */
function defaultCup(portions: readonly UsdaPortion[]): UsdaPortion | undefined {
  const cups = portions.filter(
    (portion) => /^cup\b/i.test(portion.unit) && !/^cups?,? whipped/i.test(portion.unit),
  );
  return cups.find((portion) => portion.unit.trim().toLowerCase() === 'cup') ?? cups[0];
}

export type PortionResult = Readonly<{
  portions: PortionWeights;
  density: number | null;
  problems: string[];
}>;

export function portionWeights(entry: SourceEntry, usda: readonly UsdaPortion[]): PortionResult {
  const problems: string[] = [];
  const pick = (
    wanted: string | number | undefined,
    fallback: () => UsdaPortion | undefined,
    what: string,
  ) => {
    if (typeof wanted === 'number') return wanted;
    const portion = wanted === undefined ? fallback() : findPortion(usda, wanted);
    if (wanted !== undefined && !portion) problems.push(`${entry.id}: no USDA ${what} measure "${wanted}"`);
    return portion ? gramsPerOne(portion) : null;
  };
  const piece = entry.piece ? pick(entry.piece[1], () => undefined, 'piece') : null;
  const cup = pick(entry.cup, () => defaultCup(usda), 'cup');
  const tbsp = pick(undefined, () => measure(usda, ['tbsp', 'tablespoon', 'tablespoons']), 'tbsp');
  const tsp = pick(undefined, () => measure(usda, ['tsp', 'teaspoon', 'teaspoons']), 'tsp');
  const slice = pick(undefined, () => measure(usda, ['slice']), 'slice');
  const flOz = measure(usda, ['fl oz']);
  const density =
    cup !== null
      ? cup / ML_PER_VOLUME_UNIT.cup
      : flOz
        ? gramsPerOne(flOz) / ML_PER_VOLUME_UNIT['fl-oz']
        : tbsp !== null
          ? tbsp / ML_PER_VOLUME_UNIT.tbsp
          : tsp !== null
            ? tsp / ML_PER_VOLUME_UNIT.tsp
            : null;
  return {
    portions: {
      piece,
      cup,
      tbsp,
      tsp,
      slice,
      bunch: entry.bunch ?? null,
      handful: entry.handful ?? null,
    },
    density: density === null ? null : round(density, 3),
    problems,
  };
}
