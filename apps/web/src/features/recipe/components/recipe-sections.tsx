import type { ReactNode } from 'react';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { NutritionTable } from './nutrition-table.tsx';
import { StepList } from './step-list.tsx';

/** "Method": the numbered steps, with their timers (the recipe screen and the public page). */
export function MethodSection({ recipe }: { recipe: RecipeDto }) {
  return (
    <section aria-labelledby="method-title">
      <h2 id="method-title" className="mb-4 font-bold text-2xl">
        Method
      </h2>
      <StepList recipe={recipe} />
    </section>
  );
}

/** "Nutrition per serving", and what it leaves out for an imported recipe. */
export function NutritionSection({ recipe, className = '' }: { recipe: RecipeDto; className?: string }) {
  return (
    <section aria-labelledby="nutrition-title" className={className}>
      <h2 id="nutrition-title" className="mb-3 font-bold text-2xl">
        Nutrition per serving
      </h2>
      <NutritionTable nutrition={recipe.nutritionPerServing} />
      {recipe.nutritionNote ? <p className="mt-2 text-muted text-sm">{recipe.nutritionNote}</p> : null}
    </section>
  );
}

/** The recipe's two columns on a wide screen: ingredients beside the method and the rest. */
export function RecipeColumns({ ingredients, children }: { ingredients: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
      {ingredients}
      <div className="min-w-0 space-y-8">{children}</div>
    </div>
  );
}
