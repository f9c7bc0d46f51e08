import { csvRecords } from './csv.ts';

/** One SR Legacy food from `sr_legacy_foods_per100g.csv`; `null` where USDA left the value empty. */
export type UsdaFood = Readonly<{
  fdcId: number;
  description: string;
  kcal: number | null;
  protein: number | null;
  fat: number | null;
  satFat: number | null;
  carbs: number | null;
  fibre: number | null;
  sugars: number | null;
  sodium: number | null;
}>;

/** One household measure from `sr_legacy_portions.csv`: `grams` weigh `amount` of `unit`. */
export type UsdaPortion = Readonly<{ amount: number; unit: string; grams: number }>;

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function readUsdaFoods(csvText: string): Map<number, UsdaFood> {
  const foods = new Map<number, UsdaFood>();
  for (const record of csvRecords(csvText)) {
    const fdcId = Number(record.fdc_id);
    foods.set(fdcId, {
      fdcId,
      description: record.description ?? '',
      kcal: numberOrNull(record.energy_kcal),
      protein: numberOrNull(record.protein_g),
      fat: numberOrNull(record.fat_g),
      satFat: numberOrNull(record.sat_fat_g),
      carbs: numberOrNull(record.carb_g),
      fibre: numberOrNull(record.fiber_g),
      sugars: numberOrNull(record.sugars_g),
      sodium: numberOrNull(record.sodium_mg),
    });
  }
  return foods;
}

/** Portions per food, in USDA's sequence order. */
export function readUsdaPortions(csvText: string): Map<number, UsdaPortion[]> {
  const records = csvRecords(csvText).sort((a, b) => Number(a.seq_num) - Number(b.seq_num));
  const portions = new Map<number, UsdaPortion[]>();
  for (const record of records) {
    const fdcId = Number(record.fdc_id);
    const amount = Number(record.amount);
    const grams = Number(record.gram_weight);
    if (!(amount > 0) || !(grams > 0)) continue;
    const list = portions.get(fdcId) ?? [];
    list.push({ amount, unit: record.unit ?? '', grams });
    portions.set(fdcId, list);
  }
  return portions;
}
