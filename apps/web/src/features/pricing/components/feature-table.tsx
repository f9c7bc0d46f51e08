import { Check, Minus } from 'lucide-react';

type Cell = boolean | string;

type Row = { feature: string; free: Cell; pro: Cell };

const ROWS: readonly Row[] = [
  { feature: 'Recipes from your fridge', free: 'Daily allowance', pro: 'Unlimited' },
  { feature: 'Expiring food used first', free: true, pro: true },
  { feature: 'Weekly plans toward a goal', free: true, pro: true },
  { feature: "Shopping list of only what's missing", free: true, pro: true },
  { feature: 'Hands-free cooking', free: true, pro: true },
  { feature: 'Saved recipes (with an account)', free: true, pro: true },
];

function Mark({ value }: { value: Cell }) {
  if (typeof value === 'string') return <span className="font-semibold">{value}</span>;
  return value ? (
    <span className="inline-flex text-brand">
      <Check className="size-5" />
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="inline-flex text-muted">
      <Minus className="size-5" />
      <span className="sr-only">Not included</span>
    </span>
  );
}

/**
 * Free and Pro feature by feature; three narrow columns that still fit a 390 px phone. The AI chef is a
 * row only where a model is configured: Pro's where Pro is sold, everyone's where it is not.
 */
export function FeatureTable({ aiChef, purchasable }: { aiChef: boolean; purchasable: boolean }) {
  const rows: readonly Row[] = aiChef
    ? [
        ...ROWS.slice(0, 1),
        { feature: 'Recipes from the AI chef', free: !purchasable, pro: true },
        ...ROWS.slice(1),
      ]
    : ROWS;
  return (
    <section aria-labelledby="compare-title" className="mt-14">
      <h2 id="compare-title" className="font-bold text-2xl">
        Compare Free and Pro
      </h2>
      <div className="mt-4 overflow-hidden rounded-3xl border border-line bg-raised">
        <table className="w-full border-collapse text-left">
          <thead className="bg-sunken">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold lg:px-6">
                Feature
              </th>
              <th scope="col" className="w-20 px-2 py-3 text-center font-semibold sm:w-28 lg:w-40">
                Free
              </th>
              <th scope="col" className="w-20 px-2 py-3 text-center font-semibold text-brand sm:w-28 lg:w-40">
                Pro
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-line border-t">
                <th scope="row" className="px-4 py-3 font-normal lg:px-6">
                  {row.feature}
                </th>
                <td className="px-2 py-3 text-center text-sm lg:text-base">
                  <Mark value={row.free} />
                </td>
                <td className="px-2 py-3 text-center text-sm lg:text-base">
                  <Mark value={row.pro} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
