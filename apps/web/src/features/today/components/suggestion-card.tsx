import { Clock, Flame, Info, Leaf, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { DishPicture } from '../../../components/dish-picture/dish-picture.tsx';
import type { PantryItemDto } from '../../../lib/pantry-types.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { recipeTimeText } from '../../recipe/recipe-time.ts';
import { suggestionView } from '../suggestion-view.ts';

/**
 * One suggestion: time, energy, why it is shown although it misses the goal (when it does), what it uses
 * (expiring items marked) and what is missing.
 */
export function SuggestionCard({ recipe, pantry }: { recipe: RecipeDto; pantry: readonly PantryItemDto[] }) {
  const { uses, missing } = suggestionView(recipe, pantry);
  const rescues = uses.filter((use) => use.expiring).length;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-3xl border border-line bg-raised p-4 shadow-sm hover:border-brand/50 focus-within:ring-3 focus-within:ring-brand-strong sm:p-5">
      <div className="flex items-start gap-3">
        <DishPicture recipe={recipe} decorative className="size-20 shrink-0 rounded-2xl sm:size-24" />
        <h3 className="min-w-0 text-balance font-bold text-lg leading-snug">
          <Link
            to={`/recipe?id=${encodeURIComponent(recipe.id)}`}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
          >
            {recipe.title}
          </Link>
        </h3>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {recipeTimeText(recipe)}
        </li>
        <li className="flex items-center gap-1.5">
          <Flame aria-hidden="true" className="size-4" />
          {Math.round(recipe.nutritionPerServing.kcal)} kcal per serving
        </li>
      </ul>
      {recipe.goalNote ? (
        <p className="flex w-fit items-center gap-1.5 rounded-full bg-butter-100 px-2.5 py-0.5 font-semibold text-amber-900 text-sm ring-1 ring-amber-700/30 dark:bg-amber-950 dark:text-amber-200">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {recipe.goalNote}
        </p>
      ) : null}
      {rescues > 0 ? (
        <p className="flex items-center gap-2 font-semibold text-danger text-sm">
          <Leaf aria-hidden="true" className="size-4" />
          Uses {rescues === 1 ? '1 item that expires' : `${rescues} items that expire`} soon
        </p>
      ) : null}
      {uses.length > 0 ? (
        <div>
          <h4 className="font-semibold text-sm">From your pantry</h4>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {uses.map((use) => (
              <li
                key={use.name}
                className={`rounded-full px-2.5 py-0.5 text-sm ${
                  use.expiring
                    ? 'bg-danger/8 font-semibold text-danger ring-1 ring-danger/40'
                    : 'bg-brand-soft text-brand dark:text-brand-strong dark:ring-1 dark:ring-brand/50'
                }`}
              >
                {use.name}
                {use.expiring ? <span> · use soon</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-auto flex items-start gap-2 text-sm">
        <ShoppingBasket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        {missing.length === 0 ? (
          <span className="font-semibold text-brand">Nothing to buy</span>
        ) : (
          <span>
            <span className="font-semibold">Missing: </span>
            {missing.join(', ')}
          </span>
        )}
      </p>
    </article>
  );
}
