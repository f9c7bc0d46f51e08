import type { NutritionDto } from '../../../lib/recipe-types.ts';

const round = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

/** Nutrition per serving, worked out by the kitchen from its catalog. */
export function NutritionTable({ nutrition }: { nutrition: NutritionDto }) {
  const rows: [string, string][] = [
    ['Energy', `${Math.round(nutrition.kcal)} kcal`],
    ['Protein', `${round(nutrition.proteinG)} g`],
    ['Carbohydrate', `${round(nutrition.carbsG)} g`],
    ['of which sugars', `${round(nutrition.sugarG)} g`],
    ['Fat', `${round(nutrition.fatG)} g`],
    ['Fibre', `${round(nutrition.fiberG)} g`],
    ['Sodium', `${Math.round(nutrition.sodiumMg)} mg`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {rows.map(([name, value]) => (
        <div key={name} className="rounded-2xl bg-sunken px-3 py-2">
          <dt className="text-muted text-sm">{name}</dt>
          <dd className="font-semibold text-lg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
