import { type LineStatus, lineStatus } from '@larder/domain/recipe-stock';
import { amountAndName, formatAmount, isCounted, lineWords } from '@larder/kitchen/words';
import { Check, Dot, ShoppingBasket } from 'lucide-react';
import type { RecipeIngredientDto } from '../../../lib/recipe-types.ts';
import type { Round } from '../scale.ts';

/** "1 more egg", "100 g more": what to buy beside what the pantry holds. */
export function moreText(line: RecipeIngredientDto, more: number, round: Round): string {
  const amount = round(more, line.unit, line.ingredientId ?? '');
  return isCounted(line.unit)
    ? `${amountAndName(line.name, amount, line.unit).replace(/^(\S+) /, '$1 more ')}`
    : `${formatAmount(amount, line.unit)} more`;
}

function Badge({ status, text }: { status: LineStatus['status']; text: string }) {
  const tone =
    status === 'have'
      ? 'bg-brand-soft text-brand dark:text-brand-strong'
      : status === 'more'
        ? 'bg-butter-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
        : 'bg-danger/8 text-danger';
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-right font-semibold text-sm print:hidden ${tone}`}
    >
      {text}
    </span>
  );
}

/** An imported line Larder could not read: shown as its source wrote it, not compared with the pantry. */
const unread = (line: RecipeIngredientDto) => line.text !== undefined && line.ingredientId === undefined;

/** An imported line reads as its source wrote it until the servings change its amount. */
export function LineText({ line, scaled = false }: { line: RecipeIngredientDto; scaled?: boolean }) {
  if (line.text !== undefined && (!scaled || line.quantity <= 0)) return <>{line.text}</>;
  const [amount, food] = lineWords(line.name, line.quantity, line.unit, line.pieceName);
  return (
    <>
      {amount ? <span className="font-semibold">{amount} </span> : null}
      {food}
      {line.note ? <span className="text-muted">, {line.note}</span> : null}
      {line.optional ? <span className="text-muted"> (optional)</span> : null}
    </>
  );
}

/**
 * The ingredients for the chosen servings, each compared by amount with the pantry: Have, "1 more egg"
 * or Missing (colour, icon and words). "Nothing to buy" only when the amounts are covered.
 */
export function IngredientList({
  ingredients,
  round,
  scaled = false,
}: {
  ingredients: RecipeIngredientDto[];
  round: Round;
  /** The servings differ from the recipe's own: amounts are worked out, not the source's words. */
  scaled?: boolean;
}) {
  const statuses = ingredients.map((line) => lineStatus(line));
  const compared = ingredients.filter((line) => !unread(line));
  const have = statuses.filter(
    (entry, at) => entry.status === 'have' && !unread(ingredients[at] as RecipeIngredientDto),
  ).length;
  // What the shopping list would buy: an optional line the cook lacks is left out, as it is there.
  const toBuy = ingredients.filter(
    (line, at) => !line.optional && !unread(line) && statuses[at]?.status !== 'have',
  ).length;
  return (
    <>
      <p className="mb-3 text-muted print:hidden">
        You have {have} of {compared.length}
        {toBuy > 0 ? ` · ${toBuy} to buy` : ' · nothing to buy'}
      </p>
      <ul className="divide-y divide-line">
        {ingredients.map((line, at) => {
          const entry = statuses[at] ?? { status: 'missing' };
          if (unread(line)) {
            return (
              <li key={line.text} className="flex items-start gap-3 py-2.5">
                <Dot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted print:hidden" />
                <span className="min-w-0 flex-1">{line.text}</span>
              </li>
            );
          }
          return (
            <li
              key={line.text ?? `${line.ingredientId ?? line.name}-${line.note ?? ''}`}
              className="flex items-start gap-3 py-2.5"
            >
              {entry.status === 'have' ? (
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand print:hidden"
                  strokeWidth={3}
                />
              ) : (
                <ShoppingBasket
                  aria-hidden="true"
                  className={`mt-0.5 size-5 shrink-0 print:hidden ${entry.status === 'more' ? 'text-amber-800 dark:text-amber-300' : 'text-danger'}`}
                />
              )}
              <span className="min-w-0 flex-1">
                <LineText line={line} scaled={scaled} />
              </span>
              <Badge
                status={entry.status}
                text={
                  entry.status === 'have'
                    ? 'Have'
                    : entry.status === 'more'
                      ? moreText(line, entry.more, round)
                      : 'Missing'
                }
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
