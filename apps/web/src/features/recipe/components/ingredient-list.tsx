import { Check, ShoppingBasket } from 'lucide-react';
import { countedName, formatAmount } from '../../../lib/amount-format.ts';
import type { RecipeIngredientDto } from '../../../lib/recipe-types.ts';

/** The ingredients for the chosen servings, each marked as in the pantry or to buy (colour and words). */
export function IngredientList({ ingredients }: { ingredients: RecipeIngredientDto[] }) {
  const have = ingredients.filter((line) => line.inPantry).length;
  const toBuy = ingredients.length - have;
  return (
    <>
      <p className="mb-3 text-muted print:hidden">
        You have {have} of {ingredients.length}
        {toBuy > 0 ? ` · ${toBuy} to buy` : ' · nothing to buy'}
      </p>
      <ul className="divide-y divide-line">
        {ingredients.map((line) => (
          <li
            key={`${line.ingredientId ?? line.name}-${line.note ?? ''}`}
            className="flex items-start gap-3 py-2.5"
          >
            {line.inPantry ? (
              <Check
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand print:hidden"
                strokeWidth={3}
              />
            ) : (
              <ShoppingBasket
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-danger print:hidden"
              />
            )}
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{formatAmount(line.quantity, line.unit)}</span>{' '}
              {countedName(line.name, line.quantity, line.unit)}
              {line.note ? <span className="text-muted">, {line.note}</span> : null}
              {line.optional ? <span className="text-muted"> (optional)</span> : null}
            </span>
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 font-semibold text-sm print:hidden ${
                line.inPantry ? 'bg-brand-soft text-brand dark:text-brand-strong' : 'bg-danger/8 text-danger'
              }`}
            >
              {line.inPantry ? 'Have' : 'Missing'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
