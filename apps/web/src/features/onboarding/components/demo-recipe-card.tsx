import { Clock, Flame, Leaf, ShoppingBasket, Sparkles, Users } from 'lucide-react';
import type { Ref } from 'react';
import { DEMO_FRIDGE, DEMO_RECIPE, isUseSoon, recipeItems } from '../demo-fridge.ts';
import { ExpiryBadge } from './expiry-badge.tsx';

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The recipe the demo "finds": what it takes from the fridge, expiring items first, and how to cook it. */
export function DemoRecipeCard({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const recipe = DEMO_RECIPE;
  const items = recipeItems(recipe);
  const rescued = items.filter(isUseSoon);
  const usage =
    items.length === DEMO_FRIDGE.length
      ? `all ${items.length} of your items`
      : `${items.length} of your ${DEMO_FRIDGE.length} items`;
  return (
    <article
      aria-labelledby="demo-recipe-title"
      className="overflow-hidden rounded-3xl border border-line bg-raised shadow-lg motion-safe:transition motion-safe:duration-500 motion-safe:ease-out motion-safe:starting:translate-y-6 motion-safe:starting:opacity-0"
    >
      <div className="bg-brand px-5 py-5 text-on-brand lg:px-7">
        <p className="flex items-center gap-2 font-semibold text-sm">
          <Sparkles className="size-4" />
          Recipe found: uses {usage}
        </p>
        <h2
          id="demo-recipe-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-balance font-bold text-2xl leading-tight lg:text-3xl"
        >
          {recipe.title}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 font-medium">
          <li className="flex items-center gap-1.5">
            <Clock className="size-4" />
            {recipe.minutes} min
          </li>
          <li className="flex items-center gap-1.5">
            <Flame className="size-4" />
            {recipe.kcalPerServing} kcal a serving
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-4" />
            Serves {recipe.servings}
          </li>
        </ul>
      </div>
      <div className="space-y-5 px-5 py-5 lg:px-7">
        {rescued.length > 0 ? (
          <p className="flex gap-3 rounded-2xl bg-danger/10 p-3">
            <Leaf className="mt-0.5 size-5 shrink-0 text-danger" />
            <span>
              <strong>Saved from the bin:</strong> uses up the{' '}
              {joinNames(rescued.map((item) => item.name.toLowerCase()))} before they spoil.
            </span>
          </p>
        ) : null}
        <div>
          <h3 className="font-bold text-lg">From your fridge</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {items.map((item) => (
              <li
                key={item.id}
                className={`flex items-center gap-2 rounded-full border py-1 pr-1 pl-3 ${
                  isUseSoon(item) ? 'border-danger/50' : 'border-line'
                }`}
              >
                <span className="font-medium">{item.name}</span>
                <ExpiryBadge days={item.expiresInDays} />
              </li>
            ))}
          </ul>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
            <span>From the cupboard: {joinNames([...recipe.fromCupboard])}.</span>
            <span className="flex items-center gap-1.5 font-semibold text-brand">
              <ShoppingBasket className="size-4" />
              Nothing to buy
            </span>
          </p>
        </div>
        <div>
          <h3 className="font-bold text-lg">Method</h3>
          <ol className="mt-2 space-y-2">
            {recipe.steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand font-bold text-on-brand text-sm">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
}
